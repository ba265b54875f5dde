"""Shared helpers and generic (non-PHI) clinical content."""


def rng_num(lo, hi, dp=0):
    def g(rng):
        return ("%." + str(dp) + "f") % rng.uniform(lo, hi)
    return g


def one_of(*xs):
    def g(rng):
        return rng.choice(xs)
    return g


def res(fmt, *gens):
    def g(rng):
        return fmt % tuple(x(rng) for x in gens)
    return g


N = rng_num
O = one_of

COMMON_IX = [
    res("Hb %s g/L", N(98, 158)), res("WCC %s x10^9/L", N(3.1, 12.5, 1)), res("Plt %s", N(140, 460)),
    res("eGFR %s mL/min/1.73m2", N(38, 95)), res("Cr %s umol/L", N(54, 142)), res("ALT %s U/L", N(11, 88)),
    res("Na %s mmol/L", N(132, 144)), res("K %s", N(3.5, 5.2, 1)), res("albumin %s g/L", N(30, 46)),
]

ALLERGIES = ["NKDA", "nil known", "penicillin (rash)", "sulfonamides (SJS)", "codeine (vomiting)", "latex",
             "trimethoprim (rash)", "amoxicillin (urticaria)", "NSAIDs (angioedema)", "iodinated contrast (hives)"]
SMOKING = ["never smoker", "ex-smoker, quit 12 years ago (25 pack-years)", "current smoker 10/day", "vapes daily",
           "ex-smoker 15 pack-years", "non-smoker", "smokes cannabis occasionally"]
ALCOHOL = ["2 standard drinks/week", "nil", "social only", "4 beers most nights", "abstinent",
           "1-2 glasses of wine with dinner"]


def vitals(rng, wt=True):
    s = "BP %d/%d, HR %d, SpO2 %d%%" % (rng.randint(104, 162), rng.randint(58, 96), rng.randint(54, 104),
                                        rng.randint(91, 100))
    if wt:
        s += ", wt %.1f kg" % rng.uniform(48, 132)
    return s


def pick(rng, lst, k):
    k = min(k, len(lst))
    return rng.sample(lst, k)
