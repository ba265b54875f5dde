"""Clinical text blocks for menopause / midlife / bone health notes.
Full of hard negatives: drugs, doses, durations written like dates (3/12,
2/52), scores, eponyms, codes, model names."""
import phi
import regions as R
from notebuilder import P
from case import D

SYMPTOMS = ["hot flushes", "night sweats", "poor sleep", "early waking", "low mood", "anxiety",
            "irritability", "brain fog", "word-finding difficulty", "poor concentration",
            "joint aches", "muscle stiffness", "palpitations", "headaches", "fatigue",
            "vaginal dryness", "superficial dyspareunia", "urinary frequency", "recurrent UTIs",
            "reduced libido", "formication", "tinnitus", "dry eyes", "hair thinning",
            "weight gain around the middle", "heavy erratic bleeding", "breast tenderness",
            "loss of confidence", "tearfulness", "rage episodes"]

PMH_ITEMS = ["hypothyroidism (Hashimoto's) on levothyroxine", "migraine with aura",
             "migraine without aura", "asthma", "hypertension", "T2DM diet-controlled",
             "IBS", "coeliac disease", "fibroids", "endometriosis (laparoscopy, excision)",
             "PCOS", "depression (previous CBT)", "anxiety", "Raynaud's phenomenon",
             "previous DVT (provoked, post-op)", "obesity", "OSA on CPAP", "gallstones",
             "Crohn's disease", "rheumatoid arthritis", "coeliac disease", "epilepsy",
             "ADHD (adult diagnosis)", "fibromyalgia", "Graves' disease (post RAI)",
             "iron deficiency anaemia", "lichen sclerosus", "carpal tunnel syndrome",
             "Sjögren's syndrome", "hypercholesterolaemia", "atrial ectopics", "ME/CFS"]

OTHER_MEDS = ["levothyroxine 75 micrograms OD", "levothyroxine 100mcg od", "sertraline 50 mg OD",
              "citalopram 20mg", "propranolol 40 mg PRN", "amlodipine 5 mg OD", "ramipril 2.5mg",
              "atorvastatin 20 mg nocte", "metformin 500 mg BD", "salbutamol inh PRN",
              "Fostair 100/6 2 puffs BD", "omeprazole 20 mg OD", "ferrous fumarate 210 mg BD",
              "vitamin D 1000 IU daily", "sumatriptan 50 mg PRN", "topiramate 25mg bd",
              "mebeverine 135 mg TDS", "hydroxychloroquine 200 mg", "fluoxetine 20 mg",
              "cetirizine 10mg", "magnesium glycinate (OTC)", "black cohosh (OTC, stopped)",
              "St John's wort (OTC)", "evening primrose oil", "melatonin 2 mg PR nocte",
              "mirtazapine 15 mg ON", "lamotrigine 100 mg BD", "naproxen 500 mg PRN"]

FH_REL = ["Mother", "Maternal aunt", "Sister", "Father", "Maternal grandmother", "Brother",
          "Paternal aunt", "Maternal cousin"]
FH_COND = ["hip fracture", "breast cancer", "osteoporosis with kyphosis", "ovarian cancer",
           "MI", "stroke", "DVT/PE", "bowel cancer", "early menopause", "T2DM",
           "dementia", "vertebral fractures", "endometrial cancer", "CABG"]
FH_AGE = {"hip fracture": (66, 93), "breast cancer": (38, 74), "osteoporosis with kyphosis": (60, 88),
          "ovarian cancer": (45, 78), "MI": (44, 80), "stroke": (55, 88), "DVT/PE": (30, 70),
          "bowel cancer": (50, 85), "early menopause": (34, 44), "T2DM": (40, 70), "dementia": (68, 95),
          "vertebral fractures": (62, 90), "endometrial cancer": (52, 80), "CABG": (50, 76),
          "osteoporosis": (60, 88)}


def vasomotor(rng, c):
    f = c.v["flush"]
    k = rng.randint(0, 5)
    a, b = rng.randint(3, 9), rng.randint(10, 20)
    return [
        "%d-%d %s a day, worse in the evening, %d-%d night sweats most nights needing to change nightwear." % (a, b, f, 1, rng.randint(2, 5)),
        "Vasomotor sx ++: approx %d flushes/24h, drenching sweats x%d per night." % (b, rng.randint(2, 6)),
        "Flushing up to %d times a day lasting 2-3 min each; sweats wake her at 2am and 4am." % (b),
        "Describes %s 'like a furnace' %d-%d/day, triggered by hot drinks and stress." % (f, a, b),
        "Night sweats ++ (soaking sheets 3-4/7 nights), daytime %s fewer (~%d/day)." % (f, a),
        "Hot flushes rated 8/10 severity, %d/day; sweats x%d/night." % (b, rng.randint(1, 4)),
    ][k]


def symptom_bullets(n, rng, c, k=None):
    k = k or rng.randint(4, 8)
    sx = rng.sample(SYMPTOMS, k)
    bullet = rng.choice(["- ", "* ", "• ", "  - "])
    for s in sx:
        extra = rng.choice(["", "", " (moderate)", " ++", " - severe", " since %d/12" % rng.randint(2, 18),
                            " x %d/52" % rng.randint(2, 20), " - improving", " (new)"])
        n.line(bullet, s, extra)


def menstrual(n, rng, c, poi=False):
    k = rng.randint(0, 4)
    lmp = phi.add_days(c.visit, -rng.randint(60, 900))
    if k == 0:
        n.line("LMP: ", D(rng, c, lmp, rng.choice(["num", "month_year", "abbr"])),
               rng.choice(["", " (approx)", " - amenorrhoeic since"]))
    elif k == 1:
        n.line("LMP ~%d/12 ago. Previously regular 28-30 day cycles." % rng.randint(4, 30))
    elif k == 2:
        n.line("Periods: erratic over last %d months, flooding with clots, cycle 21-60 days." % rng.randint(6, 24))
    elif k == 3:
        n.line("Amenorrhoea since ", D(rng, c, lmp, "month_year"), ". No PMB.")
    else:
        n.line("Mirena in situ (inserted ", D(rng, c, phi.add_days(c.visit, -rng.randint(200, 1800)),
                                                rng.choice(["month_year", "num", "year"])), ") so cycle status unclear.")
    if rng.random() < 0.55:
        n.line("Menarche aged ", P("AGE", str(rng.randint(10, 15))), ". ",
               rng.choice(["G2P2 (2 x SVD)", "G3P2+1", "G0", "G1P1 (LSCS)", "G4P3+1 (1 x ERPC)", "P0"]), ".")
    if rng.random() < 0.5:
        n.line("Contraception: ", rng.choice(["condoms", "partner vasectomy", "LNG-IUS (Mirena 52 mg)",
                                              "Nexplanon", "none (same-sex relationship)", "POP - desogestrel 75mcg",
                                              "Kyleena", "copper IUD", "not required"]))
    if rng.random() < 0.6:
        prog = {"UK": "cervical screening", "IE": "CervicalCheck", "AU": "CST", "CA": "Pap", "US": "Pap/HPV co-test"}[c.country]
        n.line(prog, " last ", D(rng, c, phi.add_days(c.visit, -rng.randint(60, 1500)),
                                 rng.choice(["month_year", "num", "year"])), " - ", rng.choice(["normal", "HPV neg", "NILM", "up to date"]), "; ",
               rng.choice(["mammogram ", "BreastScreen ", "breast screening "]),
               D(rng, c, phi.add_days(c.visit, -rng.randint(60, 1000)), rng.choice(["month_year", "year"])),
               rng.choice([" NAD", " - recalled, benign cyst", " normal", " (BI-RADS 2)"]))


def pmh(n, rng, c, extra=None):
    items = rng.sample(PMH_ITEMS, rng.randint(1, 4))
    if extra:
        items.insert(0, extra)
    hdr = rng.choice(["PMH:", "Past medical history:", "PMHx", "Background:"])
    if rng.random() < 0.5:
        n.line(hdr, " ", "; ".join(items))
    else:
        n.line(hdr)
        for i, it in enumerate(items):
            n.line("%d. %s" % (i + 1, it))
    if rng.random() < 0.4:
        n.line("PSH: ", rng.choice(["lap chole ", "TAH + BSO ", "hysteroscopy ", "LSCS ", "appendicectomy ",
                                    "lap sterilisation ", "ORIF L wrist "]),
               D(rng, c, phi.add_days(c.visit, -rng.randint(400, 7000)), "year"))


def meds(n, rng, c, hrt_current=None):
    items = rng.sample(OTHER_MEDS, rng.randint(0, 4))
    if hrt_current:
        items.insert(0, hrt_current)
    if not items:
        n.line(rng.choice(["DH: nil regular", "Medications: none", "Meds: NKDA, no regular meds"]))
    else:
        n.line(rng.choice(["DH:", "Current medications:", "Meds:", "Medication list:"]))
        for it in items:
            n.line("  ", it)
    n.line(rng.choice(["Allergies: NKDA", "Allergies: penicillin (rash)", "NKDA", "Allergy: Elastoplast",
                       "Allergies: codeine - vomiting", "Allergies: latex", "ADR: none known"]))


FEMALE_ONLY = {"breast cancer", "ovarian cancer", "early menopause", "endometrial cancer"}


def family_hx(n, rng, c):
    n.add(rng.choice(["FHx: ", "Family history: ", "FH: "]))
    parts = []
    for _ in range(rng.randint(1, 3)):
        rel = rng.choice(FH_REL)
        cond = rng.choice(FH_COND)
        if rel in ("Father", "Brother") and cond in FEMALE_ONLY:
            cond = "osteoporosis"
        lo, hi = FH_AGE[cond]
        if rng.random() < 0.7:
            parts.append([rel, " - ", cond, " at ", P("AGE", str(rng.randint(lo, hi)))])
        else:
            parts.append([rel, " ", cond, " (", rng.choice(["age ", "aged ", ""]), P("AGE", str(rng.randint(lo, hi))), ")"])
    for i, p in enumerate(parts):
        n.add("; " if i else "", p)
    if rng.random() < 0.3:
        n.add("; no FH of VTE")
    n.blank()


def social(n, rng, c, work=True):
    n.add(rng.choice(["SHx: ", "Social: ", "Social history: "]))
    k = rng.randint(0, 3)
    if work:
        if k == 0:
            n.add("Works as ", phi.art(c.profession), P("PROFESSION", c.profession), " at ", P("ORGANIZATION", c.employer), ". ")
        elif k == 1:
            n.add(P("PROFESSION", c.profession.capitalize() if rng.random() < 0.5 else c.profession),
                  rng.choice([" (full time). ", ", 4 days/wk. ", " - shifts incl. nights. "]))
        elif k == 2:
            n.add("Retired ", P("PROFESSION", c.profession), ". ")
        else:
            n.add("Employed by ", P("ORGANIZATION", c.employer), " as ", P("PROFESSION", c.profession), ". ")
    if rng.random() < 0.6:
        n.add("Lives with ", c.partner_rel, " ", P("FAMILY", c.partner.first),
              )
        if rng.random() < 0.4:
            n.add(" who is ", phi.art(c.partner_prof), P("PROFESSION", c.partner_prof))
        n.add(rng.choice([" and 2 teenage children. ", ". ", " + %s %s. " % ("youngest", c.child_rel)]))
    else:
        n.add(rng.choice(["Lives alone. ", "Divorced, lives with her %s. " % c.child_rel,
                          "Lives with her mother (carer). "]))
    if rng.random() < 0.2:
        n.add("Recently back from visiting family in ", phi.country(c.travel_country), ". ")
    n.add(rng.choice(["Never smoked. ", "Ex-smoker, 12 pack-years, quit 2/12 ago. ", "Smoker 10/day. ",
                      "Non-smoker. ", "Vapes. "]))
    n.add(rng.choice(["Alcohol ~14 u/wk.", "EtOH 6 units/week.", "Teetotal.", "Wine 2-3 glasses at weekends.",
                      "Alcohol minimal."]))
    if rng.random() < 0.5:
        n.add(" Born in ", phi.country(c.birth_country), rng.choice([", moved here aged ", ", came over at "]),
              P("AGE", str(rng.randint(3, 30))), ".")
    n.blank()


def exam(n, rng, c):
    bp = "%d/%d" % (rng.randint(104, 152), rng.randint(62, 94))
    wt = rng.randint(52, 112)
    ht = rng.randint(150, 180)
    bmi = wt / ((ht / 100.0) ** 2)
    n.line(rng.choice(["O/E: ", "Exam: ", "Obs: "]), "BP ", bp, " HR %d reg. Wt %d kg, Ht %d cm, BMI %.1f." % (
        rng.randint(58, 96), wt, ht, bmi))
    if rng.random() < 0.4:
        n.line(rng.choice(["Speculum: pale, thin vaginal epithelium, reduced rugae, pH 6.0.",
                           "VE deferred.", "Abdo soft NT. No masses.",
                           "Thyroid not palpable. No acanthosis. Waist 94 cm.",
                           "Breast exam declined - screening up to date."]))


def labs(n, rng, c, poi=False, when=None):
    when = when or phi.add_days(c.visit, -rng.randint(7, 120))
    acc = rng.choice(["Acc ", "Lab no. ", "Specimen ", "Req # "])
    accv = rng.choice(["%s%s-%s" % (R.letters(rng, 1), R.digits(rng, 2), R.digits(rng, 5)),
                       R.digits(rng, 10), "L" + R.digits(rng, 8)])
    n.line(rng.choice(["Bloods ", "Results ", "Labs "]), D(rng, c, when), " (", acc, P("IDNUM", accv), "):")
    fsh = rng.randint(38, 130) if poi or rng.random() < 0.6 else rng.randint(6, 30)
    rows = [("FSH", "%d" % fsh, "IU/L"), ("LH", "%d" % rng.randint(15, 70), "IU/L"),
            ("Oestradiol" if c.country != "US" else "Estradiol", "%d" % rng.randint(18, 420), "pmol/L"),
            ("TSH", "%.2f" % (rng.randint(40, 520) / 100.0), "mU/L"),
            ("Prolactin", "%d" % rng.randint(90, 500), "mIU/L"),
            ("HbA1c", "%d" % rng.randint(31, 52), "mmol/mol"),
            ("Total chol", "%.1f" % (rng.randint(38, 72) / 10.0), "mmol/L"),
            ("25-OH Vit D", "%d" % rng.randint(18, 110), "nmol/L"),
            ("Ferritin", "%d" % rng.randint(6, 180), "ug/L"),
            ("eGFR", ">90" if rng.random() < 0.6 else "%d" % rng.randint(55, 89), "mL/min/1.73m2"),
            ("AMH", "<0.1" if poi else "%.1f" % (rng.randint(1, 30) / 10.0), "pmol/L"),
            ("Ca (adj)", "%.2f" % (rng.randint(220, 258) / 100.0), "mmol/L")]
    keep = rng.sample(rows, rng.randint(4, 8))
    tab = rng.random() < 0.5
    for name, val, unit in keep:
        if tab:
            n.line("  %-14s %8s  %s" % (name, val, unit))
        else:
            n.line("  %s %s %s" % (name, val, unit))


def hrt_regimen(rng, c, uterus=True):
    v = c.v
    if not uterus:
        return rng.choice(["%s 2 pumps daily (1.5 mg)" % v["gel"], "%s 50 patch twice weekly" % v["patch"],
                           "estradiol 1 mg oral daily", "%s 1 mg sachet daily" % v["sg"]])
    k = rng.randint(0, 6)
    return [
        "%s %d pumps daily + %s 100 mg nocte continuously" % (v["gel"], rng.randint(1, 4), v["prog"]),
        "%s 2 pumps + %s 200 mg days 1-12 of each calendar month" % (v["gel"], v["prog"]),
        "%s 50 micrograms/24h twice weekly + Mirena (LNG-IUS)" % v["patch"],
        "%s patches, change twice weekly" % v["ccpatch"],
        "%s, one daily continuously" % v["ccoral"],
        "%s (sequential)" % v["seqoral"],
        "%s 2.5 mg daily" % v["tib"],
    ][k]


def risk_counsel(n, rng, c):
    h = c.hrt
    lines = [
        "Discussed benefits/risks of %s incl. breast cancer (approx. 5 extra cases per 1000 women over 5 yrs with combined), VTE (no increased risk with transdermal %s), stroke, CVD and bone protection." % (h, c.v["oest"]),
        "Counselled re: WHI and subsequent data; transdermal route preferred given BMI and migraine.",
        "Reassured that %s started <60 yrs / within 10 yrs of menopause has a favourable risk profile." % h,
        "Written info given (%s leaflet v4.2). Shared decision-making tool used." % h,
        "Bleeding expectations explained: irregular bleeding common in first 3-6/12 of continuous combined therapy; any bleeding after 6 months to be reported.",
        "Non-hormonal options discussed: CBT for menopause, fezolinetant (%s 45 mg), SSRIs/SNRIs, gabapentin, clonidine." % c.v["fezo"],
    ]
    for s in rng.sample(lines, rng.randint(1, 3)):
        n.line(s)


def plan_lines(n, rng, c, uterus=True, review=True):
    n.line(rng.choice(["Plan:", "PLAN", "Management:", "Plan -"]))
    items = ["Start " + hrt_regimen(rng, c, uterus),
             "%s 10 mcg PV twice weekly for GSM" % c.v["vag"],
             "Bleeding diary; ultrasound if bleeding persists beyond 6/12",
             "Check BP and weight at review",
             "Lifestyle: resistance exercise 2x/week, reduce caffeine/alcohol, layered clothing",
             "Consider testosterone (%s) at review if libido still low after 3/12 of optimised %s" % (c.v["t"], c.hrt),
             "Repeat 25-OH vitamin D in 12/52",
             "DEXA requested",
             "Stop %s 4/52 before any major surgery" % ("combined" if rng.random() < 0.5 else "oral"),
             "Advised re contraception until 55 (or 1 yr amenorrhoea if >50 off hormones)"]
    numbered = rng.random() < 0.5
    for i, it in enumerate(rng.sample(items, rng.randint(3, 6))):
        n.line("%d) %s" % (i + 1, it) if numbered else "- " + it)
    if review:
        rv = phi.add_days(c.visit, rng.choice([42, 56, 84, 90, 180]))
        k = rng.randint(0, 2)
        if k == 0:
            n.line("Review ", rng.choice(["3/12", "12 weeks", "in 6/12", "3 months"]), " - telephone")
        elif k == 1:
            n.line("Next appt: ", D(rng, c, rv, rng.choice(["wk_long", "num", "abbr"])), " ",
                   "%02d:%02d" % (rng.randint(8, 16), rng.choice([0, 15, 30, 45])))
        else:
            n.line("F/U ", D(rng, c, rv, "num"), " with ", c.nurse.t_last() if c.nurse.title else c.nurse.full(),
                   " (nurse-led HRT clinic)")


def dexa_sites(rng, tscore_base):
    """rows (site, BMD, T, Z) - numbers only, never PHI"""
    rows = []
    for site in ["L1-L4", "Femoral neck (L)", "Total hip (L)", "Femoral neck (R)", "Total hip (R)"]:
        t = tscore_base + rng.randint(-8, 8) / 10.0
        z = t + rng.randint(5, 15) / 10.0
        bmd = 0.95 + t * 0.11 + rng.randint(-20, 20) / 1000.0
        rows.append((site, "%.3f" % bmd, "%+.1f" % t, "%+.1f" % z))
    return rows
