"""Clinical content (mostly non-PHI) and template values for dev230_en."""
import datetime as dt
from doc import PHI
import phi as X
import common as C

DX = {
    "pnd": ("moderate depressive episode with postnatal onset", "F53.0"),
    "anx": ("generalised anxiety disorder", "F41.1"),
    "ocd": ("obsessive-compulsive disorder (perinatal onset, harm-related intrusions)", "F42.2"),
    "pp": ("postpartum psychosis", "F53.1"),
    "bpad": ("bipolar affective disorder type I", "F31.7"),
    "ptsd": ("PTSD following traumatic birth", "F43.1"),
    "toko": ("secondary tokophobia", "F40.2"),
    "eupd": ("emotionally unstable personality disorder", "F60.3"),
    "scz": ("paranoid schizophrenia", "F20.0"),
    "ed": ("anorexia nervosa, partial remission", "F50.0"),
}
DX_KEYS_AN = ["pnd", "anx", "anx", "ocd", "bpad", "bpad", "toko", "eupd", "scz", "ed", "ptsd", "pnd"]
DX_KEYS_PN = ["pnd", "pnd", "pnd", "anx", "ocd", "ocd", "pp", "pp", "bpad", "ptsd", "eupd", "scz"]

MEDS = {
    "pnd": [("Sertraline", ["50mg", "100mg", "150mg"], "OD"), ("Mirtazapine", ["15mg", "30mg"], "ON")],
    "anx": [("Sertraline", ["50mg", "100mg"], "OD"), ("Propranolol", ["10mg"], "TDS PRN")],
    "ocd": [("Fluoxetine", ["20mg", "40mg"], "OD"), ("Sertraline", ["100mg", "150mg", "200mg"], "mane")],
    "pp": [("Olanzapine", ["5mg", "10mg", "15mg"], "ON"), ("Lorazepam", ["0.5mg", "1mg"], "PRN max 2mg/24h"),
           ("Lithium carbonate (Priadel)", ["400mg", "600mg"], "nocte")],
    "bpad": [("Lithium carbonate (Priadel)", ["400mg", "800mg", "1g"], "ON"),
             ("Quetiapine", ["100mg", "200mg", "300mg"], "ON"), ("Lamotrigine", ["100mg", "150mg"], "BD")],
    "ptsd": [("Sertraline", ["100mg"], "OD"), ("Prazosin", ["1mg"], "nocte")],
    "toko": [("Citalopram", ["20mg"], "OD")],
    "eupd": [("Quetiapine", ["25mg", "50mg"], "PRN"), ("Fluoxetine", ["20mg"], "OD")],
    "scz": [("Aripiprazole", ["10mg", "15mg"], "OD"), ("Clozapine", ["300mg", "350mg"], "in divided doses")],
    "ed": [("Fluoxetine", ["20mg"], "OD"), ("Thiamine", ["100mg"], "TDS")],
}
GEN_MEDS = [("Folic acid", "5mg OD"), ("Folic acid", "400mcg OD"), ("Aspirin", "150mg ON"),
            ("Ferrous fumarate", "210mg BD"), ("Vitamin D (colecalciferol)", "10mcg OD"),
            ("Levothyroxine", "75mcg OD"), ("Enoxaparin", "40mg SC OD"), ("Labetalol", "100mg BD"),
            ("Metformin", "500mg BD"), ("Lactulose", "10ml BD"), ("Gaviscon Advance", "10ml PRN"),
            ("Paracetamol", "1g QDS PRN"), ("Ibuprofen", "400mg TDS PRN"), ("Cyclizine", "50mg TDS PRN"),
            ("Salbutamol inhaler", "2 puffs PRN"), ("Promethazine", "25mg ON PRN"),
            ("Pregnacare", "1 tab OD"), ("Elevit", "1 tab daily"), ("Nifedipine MR", "20mg BD"),
            ("Zopiclone", "3.75mg ON PRN (short course)")]

LABS = [("Hb", 95, 135, "g/L"), ("WCC", 5.1, 14.2, "x10^9/L"), ("Plt", 150, 390, "x10^9/L"),
        ("Na", 134, 143, "mmol/L"), ("K", 3.5, 4.9, "mmol/L"), ("Creat", 41, 78, "umol/L"),
        ("eGFR", 75, 90, ">"), ("TSH", 0.4, 4.6, "mU/L"), ("fT4", 10.2, 19.1, "pmol/L"),
        ("ALT", 9, 48, "U/L"), ("ALP", 60, 240, "U/L"), ("Ferritin", 6, 80, "ug/L"),
        ("B12", 180, 600, "ng/L"), ("Folate", 3.1, 18.0, "ug/L"), ("CRP", 1, 22, "mg/L"),
        ("HbA1c", 30, 44, "mmol/mol"), ("Vit D", 19, 78, "nmol/L"), ("Prolactin", 300, 4200, "mU/L"),
        ("Ca (adj)", 2.12, 2.51, "mmol/L"), ("Glucose (random)", 4.1, 7.9, "mmol/L")]

FILLER = [
    "Glasgow Coma Scale 15/15 throughout.",
    "No features suggestive of Wernicke's encephalopathy.",
    "Known Hashimoto's thyroiditis, stable on levothyroxine.",
    "Baby had Apgars of 9 and 9; newborn blood spot (Guthrie) completed on day 5.",
    "Low-chance result on combined screening for Down syndrome.",
    "Kleihauer not indicated; Coombs test negative.",
    "Braxton Hicks tightenings only, no PV loss.",
    "Baby had a normal NIPE check; Barlow and Ortolani negative.",
    "Background of Crohn's disease, in remission, no biologics in pregnancy.",
    "History of Bell's palsy (left) in 2nd trimester of last pregnancy - resolved.",
    "Raynaud's phenomenon noted, no treatment required.",
    "hEDS (Ehlers-Danlos, hypermobile type) - physio aware.",
    "Edinburgh Postnatal Depression Scale repeated today (see scores).",
    "Moro reflex present, tone normal per midwife.",
    "Whooley questions both answered yes at booking.",
    "Graves' disease in remission since teens, TFTs normal.",
    "Mum reports reflux in baby - Gaviscon Infant started by HV.",
    "Reviewed against NICE CG192 and the local perinatal pathway.",
    "Discussed with UKTIS/BUMPS information leaflet.",
    "Bishop score not relevant at this gestation.",
    "Previous McRoberts manoeuvre for shoulder dystocia with first baby.",
    "Sheehan's syndrome considered after PPH but pituitary bloods unremarkable.",
    "Tourette's in older sibling - no concerns for this family re: services.",
    "Anti-D given at 28/40 as per protocol.",
    "Vitamin K given IM at birth; BCG offered.",
    "Fundal height appropriate, CTG reassuring (Dawes-Redman criteria met).",
    "Apnoea monitor declined by parents.",
]


def pick_dx(rng, antenatal):
    return rng.choice(DX_KEYS_AN if antenatal else DX_KEYS_PN)


def vals(c):
    """Template values: callables so each use draws a fresh surface form."""
    r = c.rng
    past_year = str(c.today.year - r.randint(1, 9))
    pstyles = ["first", "first", "first", "nick", "full"]
    if r.random() < 0.15:
        pstyles = ["init", "init", "init2", "first"]
    v = {
        "P": lambda: c.ptn(r.choice(pstyles)),
        "PL": lambda: c.ptn("last"),
        "PFULL": lambda: c.ptn("full"),
        "PART": lambda: c.fam(c.partner, r.choice(["first", "first", "full"])),
        "MUM": lambda: c.fam(c.mother, r.choice(["first", "full"])),
        "SIB": lambda: c.fam(c.sibling, "first"),
        "FRIEND": lambda: c.fam(c.friend, r.choice(["first", "full"])),
        "EX": lambda: c.fam(c.exp, r.choice(["full", "first"])),
        "BABY": (lambda: c.fam(c.baby, "first")) if not c.antenatal else "the baby",
        "HOSP": lambda: PHI(c.hosp, "HOSPITAL"),
        "HOSP2": lambda: PHI(c.hosp2, "HOSPITAL"),
        "MBU": lambda: PHI(c.mbu, "HOSPITAL"),
        "WARD": lambda: PHI(c.ward, "HOSPITAL"),
        "GPP": lambda: PHI(c.gp_pr, "HOSPITAL"),
        "TEAM": lambda: PHI(c.team, "HOSPITAL"),
        "PHARMACY": lambda: PHI(c.pharmacy, "HOSPITAL"),
        "EMP": lambda: PHI(c.employer, "ORGANIZATION"),
        "PEMP": lambda: PHI(c.p_employer, "ORGANIZATION"),
        "SCHOOL": lambda: PHI(c.school, "ORGANIZATION"),
        "CHAR": lambda: PHI(c.charity, "ORGANIZATION"),
        "TOWN": lambda: PHI(c.town, "CITY"),
        "JOB": lambda: PHI(c.job, "PROFESSION"),
        "PJOB": lambda: PHI(c.p_job, "PROFESSION"),
        "AGE": lambda: c.agev(),
        "AGEX": lambda: c.agev(max(12, c.age - r.randint(2, 9)), 0.15),
        "DOB": lambda: c.date(c.dob),
        "EDD": lambda: c.date(c.edd, ["dmy", "dmon", "dth", "dmy2", "d_month", "dth_month"]),
        "BDOB": lambda: c.date(c.baby_dob or c.edd),
        "DPAST": lambda: c.date(c.ago(3, 60), X.FULL_STYLES + X.SHORT_STYLES),
        "DRECENT": lambda: c.date(c.ago(1, 10), X.SHORT_STYLES + ["dmy", "weekday", "wd3"]),
        "DNEXT": lambda: c.date(c.ahead(3, 35), X.FULL_STYLES + X.SHORT_STYLES),
        "DTODAY": lambda: c.date(c.today),
        "YPAST": lambda: PHI(past_year, "DATE"),
        "MPAST": lambda: c.date(c.ago(120, 1500), ["month_y", "mon_y", "mm_yyyy", "mon_y2"]),
        "ORIGIN": lambda: C.country_phi(c),
        "BW": lambda: PHI(str(c.baby_weeks or 1), "AGE"),
        "BWN": str(c.baby_weeks or 1),
        "HOL": lambda: PHI(r.choice(["Christmas", "Christmas Day", "Boxing Day", "Easter", "New Year's Eve",
                                     "Eid", "Diwali", "New Year"] + (["Bonfire Night", "Mothering Sunday"] if c.uk
                                                                     else ["Australia Day", "Anzac Day"])), "DATE"),
        "MOBILE": lambda: c.phone(),
        "PMOB": lambda: c.phone(c.p_mobile),
    }
    for k, key in [("PSY", "psych"), ("REG", "reg"), ("CPN", "cpn"), ("PSYCHOL", "psychol"),
                   ("SW", "sw"), ("HV", "hv"), ("MW", "mw"), ("OBS", "obs"), ("GP", "gp"),
                   ("PHARM", "pharm"), ("NN", "nn"), ("RN", "rn"), ("OT", "ot"), ("PIW", "piw"),
                   ("CRISIS", "crisis"), ("SGL", "sgl")]:
        v[k] = (lambda kk: lambda: c.staff[kk].name(None, r))(key)
        v["t" + k] = (lambda kk: lambda: C.sn(c, kk))(key)
    return v


def meds(d, c, dx, style=None):
    r = c.rng
    style = style if style is not None else r.randrange(3)
    items = []
    for name, doses, freq in MEDS[dx][:r.randint(1, len(MEDS[dx]))]:
        items.append((name, r.choice(doses) + " " + freq))
    for g in r.sample(GEN_MEDS, r.randint(0, 3)):
        items.append(g)
    if style == 0:
        for n, s in items:
            d.t("- %s %s\n" % (n, s))
    elif style == 1:
        d.t("; ".join("%s %s" % (n, s) for n, s in items) + ".\n")
    else:
        for i, (n, s) in enumerate(items):
            d.t("%d. %s %s\n" % (i + 1, n.upper() if r.random() < 0.3 else n, s))
    if r.random() < 0.3:
        d.t(r.choice(["NKDA.\n", "Allergies: penicillin (rash).\n", "Allergy: nil known.\n",
                      "ADRs: haloperidol - acute dystonia.\n"]))


def labs(d, c, dated=True):
    r = c.rng
    picks = r.sample(LABS, r.randint(4, 9))
    if dated:
        pre, post = r.choice([("Bloods ", ": "), ("Labs (", "): "), ("Results ", " - "), ("Bloods taken ", ": ")])
        d.w(pre, c.date(c.ago(0, 14), ["dmy", "dm", "dmon", "dmy2"]), post)
    parts = []
    for name, lo, hi, unit in picks:
        if isinstance(lo, int) and isinstance(hi, int):
            val = str(r.randint(lo, hi))
        else:
            val = "%.1f" % r.uniform(lo, hi)
        parts.append("%s %s%s" % (name, val, "" if unit == ">" else " " + unit if r.random() < 0.5 else ""))
    d.t(", ".join(parts))
    if r.random() < 0.3 and any(p[0] == "Plt" for p in picks):
        d.t(" (clumped, repeat sent)")
    d.t(".\n")
    if r.random() < 0.35:
        d.w(r.choice(["Lab no. ", "Accession ", "Specimen ID "]),
            PHI(r.choice(["L", "S", "BL", "H"]) + "%02d-" % (c.today.year % 100) + X.digits(r, 6), "IDNUM"), "\n")


def lithium(d, c):
    r = c.rng
    d.w("12-hr lithium level ", c.date(c.ago(0, 10), ["dmy", "dm", "d_mon"]), ": ",
        "%.2f mmol/L" % r.uniform(0.41, 0.92), r.choice([" (target 0.4-0.8)", " - in range", ""]), ".\n")


def vitals(d, c):
    r = c.rng
    d.t("BP %d/%d, HR %d, RR %d, SpO2 %d%% RA, T %.1f" % (
        r.randint(98, 142), r.randint(58, 92), r.randint(62, 108), r.randint(12, 20),
        r.randint(96, 100), r.uniform(36.1, 37.6)))
    d.t(r.choice([", MEOWS 0", ", MEOWS 1 (HR)", ", NEWS2 0", "", ", BM 5.4", ", urinalysis NAD"]) + ".\n")


def scores(d, c, dx=None):
    r = c.rng
    hi = dx in ("pnd", "anx", "ocd", "ptsd", "eupd")
    e = r.randint(13, 26) if hi else r.randint(3, 14)
    parts = ["EPDS %d/30" % e]
    if r.random() < 0.6:
        parts.append("Q10 (self-harm) scored %d" % r.choice([0, 0, 0, 1, 2]))
    if r.random() < 0.6:
        parts.append("GAD-7 %d" % r.randint(4, 19))
    if r.random() < 0.4:
        parts.append("PHQ-9 %d" % r.randint(4, 23))
    if r.random() < 0.25:
        parts.append("PBQ %d" % r.randint(5, 40))
    if r.random() < 0.2:
        parts.append("CORE-10 %d" % r.randint(6, 30))
    d.t(", ".join(parts) + ".\n")
    return e


GROUP = {"pp": "psy", "bpad": "psy", "scz": "psy", "pnd": "mood", "eupd": "mood",
         "anx": "anx", "ocd": "anx", "ptsd": "anx", "toko": "anx", "ed": "anx"}
MSE = {
    "A": {"psy": ["Dishevelled, restless, got up repeatedly to check the door.",
                  "Perplexed, intermittently distracted, dressed in pyjamas.",
                  "Over-familiar, brightly made up, disinhibited at times."],
          "mood": ["Appeared tired, hair unwashed, limited eye contact, tearful at times.",
                   "Casually dressed, slowed, sat hunched, baby in pram beside her."],
          "anx": ["Well kempt, fidgety, repeatedly checking baby monitor app on phone.",
                  "Calm, appropriate, eye contact good. No psychomotor changes.",
                  "Casually dressed, tense posture, tearful when discussing the birth."]},
    "S": {"psy": ["Speech pressured, difficult to interrupt at times.", "Speech rapid with tangential drift."],
          "mood": ["Speech quiet with long latency.", "Speech slow, monotonous."],
          "anx": ["Speech normal rate, tone and volume.", "Speech coherent, reactive, slightly rapid when anxious."]},
    "M": {"psy": ["Mood 'fine'; objectively elated and irritable.", "Mood 'scared', objectively anxious and perplexed.",
                  "Mood 'never better'; affect labile."],
          "mood": ["Mood subjectively 'flat, numb'; objectively low, restricted affect.",
                   "Mood 'rubbish'; objectively low, tearful, reactive at times."],
          "anx": ["Mood 'on edge all the time'; anxious affect, reactive.", "Mood 'ok actually'; euthymic, reactive."]},
    "T": {"psy": ["Flight of ideas at times; grandiose ideas about her 'mission'.",
                  "Persecutory beliefs that neighbours are watching the flat via the TV.",
                  "Delusional belief that the baby has been swapped; no intent to act on it."],
          "mood": ["Thought content dominated by guilt and worthlessness, passive death wish, no plans.",
                   "No formal thought disorder. Hopeless about the future, feels a burden."],
          "anx": ["Ego-dystonic intrusive images of baby being harmed, with checking and avoidance of bathing.",
                  "No formal thought disorder. Ruminative worries about baby's health.",
                  "Preoccupied with fear of labour; no delusional content."]},
    "P": {"psy": ["Appeared to respond to unseen stimuli twice.", "Reports hearing a voice commenting on her "
                  "parenting; denies command hallucinations."],
          "mood": ["No perceptual abnormalities.", "Denied AVH/VH."],
          "anx": ["No perceptual abnormalities.", "Denied AVH/VH. Vivid flashbacks, not hallucinatory."]},
    "C": {"psy": ["Mildly disorientated to date, MoCA not completed.", "Orientated, concentration poor."],
          "mood": ["Alert, orientated x3.", "Orientated, concentration poor."],
          "anx": ["Alert, orientated x3.", "Cognition grossly intact."]},
    "I": {"psy": ["Insight limited; declines medication.", "Partial insight - agrees she is 'stressed' only."],
          "mood": ["Good insight, accepting of support.", "Partial insight."],
          "anx": ["Good insight, accepting of support.", "Insight good; keen for help."]},
}


def mse(d, c, compact=False, dx="pnd"):
    r = c.rng
    g = GROUP.get(dx, "mood")
    if compact:
        d.t(" ".join(r.choice(MSE[k][g]) for k in "ASMTPCI") + "\n")
        return
    for k, lab in zip("ASMTPCI", ["Appearance/behaviour", "Speech", "Mood/affect", "Thought",
                                  "Perception", "Cognition", "Insight"]):
        d.t("%s: %s\n" % (lab, r.choice(MSE[k][g])))


def risk(d, c, dx, brief=False, heading=True):
    r = c.rng
    lines = [
        ("To self", ["no current suicidal ideation; protective factors %s and family" % "baby",
                     "fleeting thoughts she would be 'better off not here', no plan or intent",
                     "history of overdose aged %s; nil since",
                     "recent self-harm (superficial cuts to forearm), no intent to die"]),
        ("To baby/children", (["unable to fully assess - psychotic content involves baby, baby not to be "
                               "left unsupervised", "low while supervised; no delusional content about baby"]
                              if GROUP.get(dx) == "psy" else
                              ["no thoughts of harm; intrusive thoughts are ego-dystonic" if dx == "ocd" else
                               "no thoughts of harm to baby", "low risk; good attunement observed"])),
        ("To others", ["none identified", "nil known", "irritability only"]),
        ("From others", ["historic DV from ex-partner, no current contact",
                         "none disclosed, asked alone", "current concerns - see safeguarding section"]),
        ("Neglect/self-care", ["eating poorly", "none", "reduced, partner supporting"]),
    ]
    if brief:
        lv = r.choice(["low", "low", "moderate", "low-moderate", "high"])
        d.t("Risk: %s overall. %s.\n" % (lv, r.choice(lines[0][1]).replace("aged %s", "as a teenager")))
        return
    if heading:
        d.t(r.choice(["RISK ASSESSMENT\n", "Risk:\n", "Risk summary\n"]))
    for lab, opts in lines:
        o = r.choice(opts)
        if "%s" in o:
            a, b = o.split("%s")
            d.w("- ", lab, ": ", a, c.agev(max(13, c.age - r.randint(2, 12)), 0.2), b, "\n")
        else:
            d.t("- %s: %s\n" % (lab, o))


def filler(d, c, k=1):
    for s in c.rng.sample(FILLER, k):
        d.t(s + " ")
    d.t("\n")


def fu_date(c):
    return c.date(c.ahead(4, 42), X.FULL_STYLES + ["wd_th", "d_month", "dth_month", "wd_short"])


def gest(c, plus=0):
    w = (c.gest_w if c.antenatal else 38) + plus
    return "%d+%d" % (min(w, 41), c.rng.randint(0, 6))


def timestr(c, lo=0, hi=23):
    r = c.rng
    h, m = r.randint(lo, hi), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])
    return r.choice(["%02d:%02d" % (h, m), "%02d%02d" % (h, m), "%02d%02dhrs" % (h, m),
                     "%d.%02d%s" % ((h % 12) or 12, m, "am" if h < 12 else "pm")])


def plus_days(dd, n):
    return dd + dt.timedelta(days=n)


def kw(c, dx):
    r = c.rng
    here = ["the ", PHI("UK", "COUNTRY")] if c.uk else PHI("Australia", "COUNTRY")
    return {
        "GRAV": str(c.grav), "PARA": str(c.para),
        "GEST": gest(c) if c.antenatal else "%d+%d" % (r.randint(36, 41), r.randint(0, 6)),
        "DXNAME": DX[dx][0], "ICD": DX[dx][1], "HERE": here,
        "BENEFIT": "Universal Credit" if c.uk else "Centrelink Parenting Payment",
        "EMERG": "999" if c.uk else "000",
        "TALK": "IAPT" if c.uk else "a Better Access psychologist",
        "ORDER": "Non-molestation order" if c.uk else r.choice(["Family violence intervention order",
                                                                  "AVO", "Protection order"]),
        "ANDKIDS": andkids(c),
    }


def andkids(c):
    names = ([] if c.antenatal else [c.baby]) + c.kids
    if not names:
        return ""
    out = [" and "]
    for i, p in enumerate(names):
        if i:
            out.append(", " if i < len(names) - 1 else " and ")
        out.append(c.fam(p, "first"))
    return out


def para(d, c, pool, extra, end="\n"):
    d.f(c.rng.choice(pool), **extra)
    d.t(end)
