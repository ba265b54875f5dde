"""Test batteries, score tables and hard-negative clinical fragments (no PHI in this module)."""
import math

PROFILES = {
    # domain mean z
    "tbi": {"prem": 0.0, "iq": -0.5, "speed": -1.6, "attn": -1.2, "mem_v": -1.1, "mem_vis": -0.9,
            "lang": -0.3, "visp": -0.2, "exec": -1.4, "motor": -0.8},
    "mild_tbi": {"prem": 0.1, "iq": 0.0, "speed": -0.5, "attn": -0.4, "mem_v": -0.2, "mem_vis": -0.1,
                 "lang": 0.0, "visp": 0.1, "exec": -0.3, "motor": 0.0},
    "dementia": {"prem": -0.2, "iq": -1.0, "speed": -1.2, "attn": -0.8, "mem_v": -2.2, "mem_vis": -1.9,
                 "lang": -1.3, "visp": -1.0, "exec": -1.3, "motor": -0.5},
    "tle_left": {"prem": -0.1, "iq": -0.4, "speed": -0.4, "attn": -0.3, "mem_v": -1.7, "mem_vis": -0.4,
                 "lang": -1.1, "visp": 0.0, "exec": -0.5, "motor": -0.2},
    "tle_right": {"prem": 0.0, "iq": -0.2, "speed": -0.3, "attn": -0.2, "mem_v": -0.4, "mem_vis": -1.6,
                  "lang": -0.1, "visp": -0.8, "exec": -0.4, "motor": -0.2},
    "adhd": {"prem": 0.0, "iq": -0.2, "speed": -0.9, "attn": -1.3, "mem_v": -0.5, "mem_vis": -0.3,
             "lang": -0.1, "visp": 0.1, "exec": -1.1, "motor": -0.4},
    "stroke": {"prem": 0.0, "iq": -0.7, "speed": -1.3, "attn": -0.9, "mem_v": -0.8, "mem_vis": -1.2,
               "lang": -0.9, "visp": -1.4, "exec": -1.1, "motor": -1.5},
    "normal": {"prem": 0.2, "iq": 0.1, "speed": -0.1, "attn": 0.0, "mem_v": 0.1, "mem_vis": 0.0,
               "lang": 0.1, "visp": 0.1, "exec": 0.0, "motor": 0.0},
    "noncredible": {"prem": 0.0, "iq": -1.4, "speed": -2.0, "attn": -2.1, "mem_v": -2.4, "mem_vis": -2.2,
                    "lang": -1.5, "visp": -1.6, "exec": -2.0, "motor": -1.8},
    "ld": {"prem": -1.3, "iq": -1.8, "speed": -1.5, "attn": -1.4, "mem_v": -1.6, "mem_vis": -1.5,
           "lang": -1.7, "visp": -1.5, "exec": -1.6, "motor": -1.0},
}

ADULT_TESTS = [
    # (domain, test, subtest, metric)
    ("prem", "TOPF", "Predicted FSIQ", "SS"), ("prem", "WTAR", "Predicted FSIQ", "SS"),
    ("prem", "NART", "Predicted FSIQ", "SS"),
    ("iq", "WAIS-IV", "Verbal Comprehension Index", "SS"), ("iq", "WAIS-IV", "Perceptual Reasoning Index", "SS"),
    ("attn", "WAIS-IV", "Working Memory Index", "SS"), ("speed", "WAIS-IV", "Processing Speed Index", "SS"),
    ("iq", "WAIS-IV", "Full Scale IQ", "SS"), ("iq", "WAIS-IV", "General Ability Index", "SS"),
    ("iq", "WAIS-IV", "Similarities", "ss"), ("iq", "WAIS-IV", "Vocabulary", "ss"),
    ("iq", "WAIS-IV", "Matrix Reasoning", "ss"), ("visp", "WAIS-IV", "Block Design", "ss"),
    ("attn", "WAIS-IV", "Digit Span", "ss"), ("attn", "WAIS-IV", "Arithmetic", "ss"),
    ("speed", "WAIS-IV", "Coding", "ss"), ("speed", "WAIS-IV", "Symbol Search", "ss"),
    ("mem_v", "WMS-IV", "Logical Memory I", "ss"), ("mem_v", "WMS-IV", "Logical Memory II", "ss"),
    ("mem_vis", "WMS-IV", "Visual Reproduction I", "ss"), ("mem_vis", "WMS-IV", "Visual Reproduction II", "ss"),
    ("mem_v", "WMS-IV", "Auditory Memory Index", "SS"), ("mem_vis", "WMS-IV", "Visual Memory Index", "SS"),
    ("mem_v", "WMS-IV", "Delayed Memory Index", "SS"),
    ("mem_v", "RAVLT", "Trials 1-5 total", "T"), ("mem_v", "RAVLT", "Delayed recall (A7)", "z"),
    ("mem_v", "CVLT-3", "Trials 1-5 Total", "SS"), ("mem_v", "CVLT-3", "Long Delay Free Recall", "ss"),
    ("mem_v", "HVLT-R", "Total Recall", "T"), ("mem_v", "HVLT-R", "Delayed Recall", "T"),
    ("mem_vis", "BVMT-R", "Total Recall", "T"), ("mem_vis", "BVMT-R", "Delayed Recall", "T"),
    ("visp", "Rey-Osterrieth Complex Figure", "Copy", "pct"),
    ("mem_vis", "Rey-Osterrieth Complex Figure", "30-min delayed recall", "T"),
    ("mem_v", "Doors and People", "People (verbal recall)", "ss"),
    ("mem_vis", "Doors and People", "Doors (visual recognition)", "ss"),
    ("mem_v", "Warrington RMT", "Words", "pct"), ("mem_vis", "Warrington RMT", "Faces", "pct"),
    ("lang", "Boston Naming Test", "Total (/60)", "T"), ("lang", "Graded Naming Test", "Total (/30)", "pct"),
    ("lang", "D-KEFS", "Letter Fluency", "ss"), ("lang", "D-KEFS", "Category Fluency", "ss"),
    ("exec", "D-KEFS", "Category Switching", "ss"), ("exec", "D-KEFS", "Color-Word Inhibition", "ss"),
    ("exec", "D-KEFS", "Inhibition/Switching", "ss"), ("speed", "Trail Making Test", "Part A", "T"),
    ("exec", "Trail Making Test", "Part B", "T"), ("exec", "WCST-64", "Perseverative errors", "T"),
    ("exec", "Hayling", "Overall scaled score", "ss"), ("exec", "Brixton", "Scaled score", "ss"),
    ("exec", "BADS", "Zoo Map", "pr"), ("exec", "BADS", "Modified Six Elements", "pr"),
    ("exec", "Stroop (Golden)", "Interference", "T"), ("visp", "VOSP", "Cube Analysis", "pr"),
    ("visp", "Benton JLO", "Total (/30)", "pct"), ("attn", "TEA", "Elevator Counting with Distraction", "ss"),
    ("speed", "SDMT", "Oral", "z"), ("motor", "Grooved Pegboard", "Dominant hand", "T"),
    ("motor", "Grooved Pegboard", "Non-dominant hand", "T"), ("motor", "Finger Tapping", "Dominant", "T"),
]

PAEDS_TESTS = [
    ("iq", "WISC-V", "Verbal Comprehension Index", "SS"), ("visp", "WISC-V", "Visual Spatial Index", "SS"),
    ("iq", "WISC-V", "Fluid Reasoning Index", "SS"), ("attn", "WISC-V", "Working Memory Index", "SS"),
    ("speed", "WISC-V", "Processing Speed Index", "SS"), ("iq", "WISC-V", "Full Scale IQ", "SS"),
    ("iq", "WISC-V", "Similarities", "ss"), ("iq", "WISC-V", "Vocabulary", "ss"),
    ("visp", "WISC-V", "Block Design", "ss"), ("iq", "WISC-V", "Matrix Reasoning", "ss"),
    ("attn", "WISC-V", "Digit Span", "ss"), ("speed", "WISC-V", "Coding", "ss"),
    ("mem_v", "CMS", "Stories Immediate", "ss"), ("mem_v", "CMS", "Stories Delayed", "ss"),
    ("mem_vis", "CMS", "Dot Locations", "ss"), ("mem_v", "WRAML-3", "Verbal Memory Index", "SS"),
    ("mem_vis", "WRAML-3", "Visual Memory Index", "SS"), ("lang", "NEPSY-II", "Speeded Naming", "ss"),
    ("lang", "NEPSY-II", "Word Generation - Semantic", "ss"), ("exec", "NEPSY-II", "Inhibition - Switching", "ss"),
    ("attn", "NEPSY-II", "Auditory Attention", "ss"), ("mem_v", "NEPSY-II", "List Memory", "ss"),
    ("lang", "WIAT-4", "Word Reading", "SS"), ("lang", "WIAT-4", "Reading Comprehension", "SS"),
    ("lang", "WIAT-4", "Spelling", "SS"), ("iq", "WIAT-4", "Numerical Operations", "SS"),
    ("attn", "TEA-Ch2", "Sustained attention (Vigil)", "ss"), ("exec", "D-KEFS", "Tower Test", "ss"),
    ("visp", "Beery VMI", "Visual-Motor Integration", "SS"), ("motor", "Grooved Pegboard", "Dominant hand", "T"),
    ("lang", "CTOPP-2", "Phonological Awareness", "SS"), ("speed", "WJ-IV COG", "Letter-Pattern Matching", "SS"),
]

RATING_SCALES_P = [("BRIEF-2 (parent)", "Global Executive Composite"), ("BRIEF-2 (teacher)", "Global Executive Composite"),
                   ("BRIEF-2 (parent)", "Working Memory"), ("BRIEF-2 (parent)", "Emotional Regulation Index"),
                   ("Conners 4 (parent)", "Inattention/Executive Dysfunction"), ("Conners 4 (teacher)", "Hyperactivity"),
                   ("BASC-3 PRS", "Anxiety"), ("BASC-3 TRS", "Attention Problems"), ("Vineland-3", "Adaptive Behavior Composite"),
                   ("SDQ (parent)", "Total Difficulties")]

PVT_TESTS = [("TOMM", "Trial 1"), ("TOMM", "Trial 2"), ("TOMM", "Retention"), ("Reliable Digit Span", "RDS"),
             ("WMT", "IR/DR/CNS"), ("MSVT", "IR/DR/CNS"), ("Rey 15-Item Test", "Recall + recognition"),
             ("b Test", "E-score"), ("Medical Symptom Validity Test", "DR"), ("Dot Counting Test", "E-score")]

MOOD_TESTS = [("HADS", "Anxiety", 21), ("HADS", "Depression", 21), ("PHQ-9", "Total", 27), ("GAD-7", "Total", 21),
              ("BDI-II", "Total", 63), ("DASS-21", "Stress", 42), ("PCL-5", "Total", 80), ("BAI", "Total", 63),
              ("Epworth Sleepiness Scale", "Total", 24), ("Rivermead PCQ", "RPQ-13", 52),
              ("Fatigue Severity Scale", "Mean", 7)]


def pct_from_z(z):
    p = 50 * (1 + math.erf(z / math.sqrt(2)))
    p = max(0.1, min(99.9, p))
    if p < 1:
        return "<1"
    if p > 99:
        return ">99"
    return str(int(round(p)))


def descriptor(z, scheme):
    ss = 100 + 15 * z
    if scheme == "aacn":
        cuts = [(130, "Exceptionally High"), (120, "Above Average"), (110, "High Average"), (90, "Average"),
                (80, "Low Average"), (70, "Below Average"), (-999, "Exceptionally Low")]
    elif scheme == "wechsler":
        cuts = [(130, "Very Superior"), (120, "Superior"), (110, "High Average"), (90, "Average"),
                (80, "Low Average"), (70, "Borderline"), (-999, "Extremely Low")]
    else:
        cuts = [(130, "Very High"), (120, "High"), (110, "High Average"), (90, "Average"), (80, "Low Average"),
                (70, "Very Low"), (-999, "Extremely Low")]
    for c, lab in cuts:
        if ss >= c - 0.5:
            return lab
    return cuts[-1][1]


def score_text(z, metric):
    if metric == "SS":
        return str(int(round(100 + 15 * z)))
    if metric == "ss":
        return str(max(1, min(19, int(round(10 + 3 * z)))))
    if metric == "T":
        return str(max(20, min(80, int(round(50 + 10 * z)))))
    if metric == "z":
        return "%+.2f" % z
    if metric == "pct":
        return pct_from_z(z) + "th %ile" if pct_from_z(z)[0] not in "<>" else pct_from_z(z) + " %ile"
    if metric == "pr":
        return "profile score %d" % max(0, min(4, int(round(2 + z))))
    return str(z)


def draw_rows(rng, profile, paeds=False, n=None):
    prof = PROFILES[profile]
    pool = PAEDS_TESTS if paeds else ADULT_TESTS
    n = n or rng.randint(9, 18)
    chosen = sorted(rng.sample(range(len(pool)), min(n, len(pool))))
    rows = []
    for i in chosen:
        dom, test, sub, met = pool[i]
        z = rng.gauss(prof[dom], 0.55)
        z = max(-3.3, min(2.7, z))
        rows.append((test, sub, met, z))
    return rows


METRIC_NAME = {"SS": "SS", "ss": "ScS", "T": "T", "z": "z", "pct": "%ile", "pr": "Profile"}


def render_table(rng, rows, scheme, style=None):
    style = style or rng.choice(["pipe", "fixed", "tab", "inline", "fixed", "dash"])
    out = []
    if style == "pipe":
        out.append("| Test | Subtest / Index | Score | Percentile | Classification |")
        out.append("|---|---|---|---|---|")
        for t, s, m, z in rows:
            out.append("| %s | %s | %s %s | %s | %s |" % (t, s, METRIC_NAME[m], score_text(z, m), pct_from_z(z),
                                                          descriptor(z, scheme)))
    elif style == "fixed":
        out.append("%-30s %-34s %8s %7s  %s" % ("Test", "Measure", "Score", "%ile", "Range"))
        out.append("-" * 96)
        for t, s, m, z in rows:
            out.append("%-30s %-34s %8s %7s  %s" % (t, s, score_text(z, m) if m not in ("pct", "pr") else "-",
                                                   pct_from_z(z), descriptor(z, scheme)))
    elif style == "tab":
        out.append("Measure\tScore\tType\tPR\tDescriptor")
        for t, s, m, z in rows:
            out.append("%s %s\t%s\t%s\t%s\t%s" % (t, s, score_text(z, m), METRIC_NAME[m], pct_from_z(z),
                                                 descriptor(z, scheme)))
    elif style == "dash":
        last = None
        for t, s, m, z in rows:
            if t != last:
                out.append("%s:" % t)
                last = t
            out.append("  - %s: %s (%s percentile; %s)" % (s, score_text(z, m), pct_from_z(z), descriptor(z, scheme).lower()))
    else:
        parts = []
        for t, s, m, z in rows:
            parts.append("%s %s %s (%s %%ile, %s)" % (t, s, score_text(z, m), pct_from_z(z), descriptor(z, scheme)))
        out.append("; ".join(parts) + ".")
    return "\n".join(out) + "\n"


def pvt_lines(rng, fail=False):
    out = []
    for test, sub in rng.sample(PVT_TESTS, rng.randint(2, 4)):
        if test == "TOMM":
            v = rng.randint(28, 41) if fail else rng.randint(46, 50)
            out.append("%s %s: %d/50 (%s)" % (test, sub, v, "below cut-off" if v < 45 else "pass"))
        elif test == "Reliable Digit Span":
            v = rng.randint(4, 6) if fail else rng.randint(8, 12)
            out.append("RDS = %d (%s)" % (v, "fail, cut-off <=7" if v <= 7 else "within expected limits"))
        elif test in ("WMT", "MSVT", "Medical Symptom Validity Test"):
            v = rng.randint(55, 80) if fail else rng.randint(88, 100)
            out.append("%s %s: %d%% (%s)" % (test, sub, v, "fail" if v < 85 else "pass"))
        elif test in ("b Test", "Dot Counting Test"):
            v = rng.randint(90, 180) if fail else rng.randint(30, 80)
            out.append("%s %s %d (%s)" % (test, sub, v, "elevated" if fail else "unremarkable"))
        else:
            v = rng.randint(12, 19) if fail else rng.randint(24, 30)
            out.append("%s combination score %d (%s)" % (test, v, "fail" if v < 20 else "pass"))
    return out


def mood_lines(rng, severe=False):
    out = []
    for test, sub, mx in rng.sample(MOOD_TESTS, rng.randint(2, 5)):
        v = rng.randint(int(mx * (0.4 if severe else 0.05)), int(mx * (0.75 if severe else 0.35)))
        if mx == 7:
            out.append("%s %s %.1f/7" % (test, sub, rng.uniform(2.5, 6.5)))
        else:
            out.append("%s %s %d/%d" % (test, sub, v, mx))
    return out


def rating_lines(rng, elevated=True):
    out = []
    for sc, sub in rng.sample(RATING_SCALES_P, rng.randint(2, 5)):
        if "Vineland" in sc or "SDQ" in sc:
            if "SDQ" in sc:
                out.append("%s %s: %d/40 (%s)" % (sc, sub, rng.randint(14, 28) if elevated else rng.randint(3, 12),
                                                   "high" if elevated else "close to average"))
            else:
                out.append("%s %s: SS %d" % (sc, sub, rng.randint(66, 84) if elevated else rng.randint(90, 108)))
        else:
            t = rng.randint(66, 82) if elevated else rng.randint(42, 59)
            out.append("%s %s: T = %d%s" % (sc, sub, t, " (clinically elevated)" if t >= 65 else ""))
    return out


SCREENS = [("MoCA", 30), ("ACE-III", 100), ("MMSE", 30), ("Mini-ACE", 30), ("RBANS Total Scale", None),
           ("OCS", None)]


def screen_line(rng, low=True):
    name, mx = rng.choice(SCREENS)
    if name == "RBANS Total Scale":
        return "RBANS Total Scale Index %d" % (rng.randint(62, 84) if low else rng.randint(88, 112))
    if name == "OCS":
        return "Oxford Cognitive Screen: impaired on %s" % rng.choice(["memory and executive items",
                                                                      "praxis and attention (hearts cancellation)",
                                                                      "picture naming only"])
    if low:
        v = rng.randint(int(mx * 0.55), int(mx * 0.85))
    else:
        v = rng.randint(int(mx * 0.87), mx)
    if name == "ACE-III":
        sub = "(A %d/18, M %d/26, F %d/14, L %d/26, V %d/16)" % (rng.randint(10, 18), rng.randint(8, 26),
                                                                 rng.randint(5, 14), rng.randint(16, 26),
                                                                 rng.randint(10, 16))
        return "ACE-III %d/100 %s" % (v, sub)
    return "%s %d/%d" % (name, v, mx)
