#include <locale.h>
#include <math.h>
#include <string.h>

#include "vd-yaml-writer.h"

static void
test_number_format (void)
{
  const double values[] = { 0, -0.0, 1, -1, 0.1, 0.75, 1.0 / 3.0, 123456.789012345, 1e6, -1e6,
                            1e-7, 2.5e-300, 1e15, 12345678901234567.0, 5e-324 };
  char buf[32];

  g_assert_cmpstr (vd_yaml_format_number (0, buf), ==, "0");
  g_assert_cmpstr (vd_yaml_format_number (-0.0, buf), ==, "0");
  g_assert_cmpstr (vd_yaml_format_number (1800, buf), ==, "1800");
  g_assert_cmpstr (vd_yaml_format_number (-12, buf), ==, "-12");
  g_assert_cmpstr (vd_yaml_format_number (0.1, buf), ==, "0.1");
  g_assert_cmpstr (vd_yaml_format_number (820.5, buf), ==, "820.5");
  /* Every value reads back exactly. */
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    g_assert_cmpfloat (g_ascii_strtod (vd_yaml_format_number (values[i], buf), NULL), ==,
                       values[i]);
}

/* The fewest significant digits that read back, found one digit count at a time. */
static const char *
fewest_digits (double value, char buf[32])
{
  if (value == 0)
    return strcpy (buf, "0");
  if (value == floor (value) && fabs (value) < 1e15)
    return g_ascii_formatd (buf, 32, "%.0f", value);
  for (int precision = 1; precision <= 17; precision++)
    {
      char format[8];

      g_snprintf (format, sizeof format, "%%.%dg", precision);
      g_ascii_formatd (buf, 32, format, value);
      if (g_ascii_strtod (buf, NULL) == value)
        break;
    }
  return buf;
}

/* The writer's shortcut writes what the digit-by-digit search writes: coordinates snapped to
 * a tenth, thousandths, any double of any size, subnormal ones included. */
static void
test_number_fewest_digits (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (21);
  char expected[32], buf[32];

  for (guint i = 0; i < 60000; i++)
    {
      guint64 bits = (guint64) g_rand_int (rand) << 32 | g_rand_int (rand);
      double value;

      switch (i % 6)
        {
        case 0:
          value = round (g_rand_double_range (rand, -1800, 1800) * 10) / 10;
          break;
        case 1:
          value = round (g_rand_double_range (rand, -1e6, 1e6)) / 1000;
          break;
        case 2:
          value = g_rand_double_range (rand, -2000, 2000);
          break;
        case 3:
          value = g_rand_double (rand) * pow (10, g_rand_int_range (rand, -300, 300));
          break;
        case 4:
          /* Subnormal: the exponent's bits all zero. */
          bits &= ~(G_GUINT64_CONSTANT (0x7ff) << 52);
          memcpy (&value, &bits, sizeof value);
          break;
        default:
          memcpy (&value, &bits, sizeof value);
          if (!isfinite (value))
            value = 1.5;
          break;
        }
      g_assert_cmpstr (vd_yaml_format_number (value, buf), ==, fewest_digits (value, expected));
    }
}

static void
test_number_ignores_locale (void)
{
  char buf[32];

  /* A French user's locale must not turn the point into a comma. */
  if (setlocale (LC_NUMERIC, "fr_FR.UTF-8") == NULL)
    {
      g_test_skip ("no fr_FR.UTF-8 locale");
      return;
    }
  g_assert_cmpstr (vd_yaml_format_number (0.75, buf), ==, "0.75");
  setlocale (LC_NUMERIC, "C");
}

static char *
document_of_words (const char * const *words)
{
  g_autoptr(VdYamlWriter) w = vd_yaml_writer_new ();

  vd_yaml_writer_begin_sequence (w, FALSE);
  for (guint i = 0; words[i] != NULL; i++)
    vd_yaml_writer_word (w, words[i]);
  vd_yaml_writer_end_sequence (w);
  return vd_yaml_writer_finish (w, NULL);
}

static void
test_word_quoting (void)
{
  const char *words[] = { "wood-1", "25mm", "infantry", "yes", "1", "1.5", "true", "null", "~",
                          "1_000", ".inf", "-x", "", "two words", NULL };
  g_autofree char *yaml = document_of_words (words);

  /* Keywords stay plain; anything a YAML 1.1 reader would type is quoted. */
  g_assert_cmpstr (yaml, ==,
                   "- wood-1\n- 25mm\n- infantry\n- \"yes\"\n- \"1\"\n- \"1.5\"\n- \"true\"\n"
                   "- \"null\"\n- \"~\"\n- \"1_000\"\n- \".inf\"\n- \"-x\"\n- \"\"\n"
                   "- \"two words\"\n");
}

static void
test_structure (void)
{
  g_autoptr(VdYamlWriter) w = vd_yaml_writer_new ();
  VdPoint pts[] = { { 1, 2 }, { 3.5, -4 } };
  g_autofree char *yaml = NULL;
  gsize length;

  vd_yaml_writer_begin_mapping (w, FALSE);
  vd_yaml_writer_word (w, "title");
  vd_yaml_writer_text (w, "Quatre-Bras — “16 juin”");
  vd_yaml_writer_word (w, "ok");
  vd_yaml_writer_bool (w, TRUE);
  vd_yaml_writer_word (w, "line");
  vd_yaml_writer_points (w, pts, 2);
  vd_yaml_writer_end_mapping (w);
  yaml = vd_yaml_writer_finish (w, &length);

  g_assert_cmpuint (length, ==, strlen (yaml));
  /* Text stays UTF-8, not \u escapes. */
  g_assert_cmpstr (yaml, ==,
                   "title: \"Quatre-Bras — “16 juin”\"\nok: true\nline: [[1, 2], [3.5, -4]]\n");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/yaml-writer/number-format", test_number_format);
  g_test_add_func ("/yaml-writer/number-fewest-digits", test_number_fewest_digits);
  g_test_add_func ("/yaml-writer/number-ignores-locale", test_number_ignores_locale);
  g_test_add_func ("/yaml-writer/word-quoting", test_word_quoting);
  g_test_add_func ("/yaml-writer/structure", test_structure);
  return g_test_run ();
}
