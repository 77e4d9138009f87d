#include <glib/gi18n.h>

#include "vd-preferences-window.h"
#include "vd-settings.h"

struct _VdPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;
  AdwComboRow          *display_units_row;
  AdwComboRow          *scale_row;
  GtkAdjustment        *pace_25_adjustment;
  GtkAdjustment        *pace_15_adjustment;
};

G_DEFINE_FINAL_TYPE (VdPreferencesWindow, vd_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The combo rows list an enum key's values in the schema's order: the row's position is the
 * enum's value. */
static gboolean
enum_to_position (GValue *value, GVariant *variant, gpointer user_data)
{
  const char * const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
position_to_enum (const GValue *value, const GVariantType *type, gpointer user_data)
{
  const char * const *nicks = user_data;
  guint position = g_value_get_uint (value);

  if (position >= g_strv_length ((char **) nicks))
    return NULL;
  return g_variant_new_string (nicks[position]);
}

static const char * const display_units_nicks[] = { "paces", "millimetres", "inches", NULL };
static const char * const scale_nicks[] = { "25mm", "15mm", NULL };

static void
vd_preferences_window_dispose (GObject *object)
{
  VdPreferencesWindow *self = VD_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), VD_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (vd_preferences_window_parent_class)->dispose (object);
}

static void
vd_preferences_window_class_init (VdPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/vedette/Vedette/vd-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VdPreferencesWindow, display_units_row);
  gtk_widget_class_bind_template_child (widget_class, VdPreferencesWindow, scale_row);
  gtk_widget_class_bind_template_child (widget_class, VdPreferencesWindow, pace_25_adjustment);
  gtk_widget_class_bind_template_child (widget_class, VdPreferencesWindow, pace_15_adjustment);
}

static void
vd_preferences_window_init (VdPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = vd_settings_new ();
  if (self->settings == NULL)
    {
      gtk_widget_set_sensitive (GTK_WIDGET (self), FALSE);
      return;
    }
  g_settings_bind_with_mapping (self->settings, "display-units", self->display_units_row,
                                "selected", G_SETTINGS_BIND_DEFAULT, enum_to_position,
                                position_to_enum, (gpointer) display_units_nicks, NULL);
  g_settings_bind_with_mapping (self->settings, "default-scale", self->scale_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, enum_to_position, position_to_enum,
                                (gpointer) scale_nicks, NULL);
  g_settings_bind (self->settings, "mm-per-pace-25mm", self->pace_25_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "mm-per-pace-15mm", self->pace_15_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
}

GtkWidget *
vd_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (VD_TYPE_PREFERENCES_WINDOW, "transient-for", parent, NULL);
}
