"""Clinical content shared by genres: fracture, history, drugs, bloods, obs, social."""
import datetime as dt

import ids
from common import pick, wpick, chance, sample, fd, add_days, digits

FRACS = {
    "icd": ("displaced intracapsular #NOF", "Garden IV", "intracapsular"),
    "icd3": ("displaced intracapsular NOF fracture", "Garden III", "intracapsular"),
    "icu": ("undisplaced intracapsular #NOF", "Garden I", "intracapsular"),
    "its": ("stable intertrochanteric fracture", "AO 31-A1", "extracapsular"),
    "itu": ("unstable intertrochanteric fracture", "AO 31-A2.2", "extracapsular"),
    "ro": ("reverse oblique intertrochanteric fracture", "AO 31-A3", "extracapsular"),
    "st": ("subtrochanteric fracture", "Seinsheimer III", "extracapsular"),
}
OPS = {
    "hemi": ("cemented hemiarthroplasty", "hemi"),
    "thr": ("total hip replacement", "THR"),
    "dhs": ("dynamic hip screw", "DHS"),
    "imn": ("cephalomedullary (intramedullary) nail", "IMN"),
    "screws": ("cannulated screw fixation", "cannulated screws"),
}
DEMENTIA = [(None, 5), ("Alzheimer's dementia", 2), ("vascular dementia", 1.2), ("mixed dementia", 1),
            ("Lewy body dementia", 0.4), ("MCI", 0.8), ("Parkinson's disease dementia", 0.3)]
ANTICOAG = [(None, 6), ("apixaban", 2), ("rivaroxaban", 0.8), ("warfarin", 1), ("edoxaban", 0.4),
            ("clopidogrel", 1.2), ("dabigatran", 0.3)]
MOBILITY = ["independent without aids", "one stick outdoors", "Zimmer frame indoors, wheelchair outdoors",
            "4-wheeled walker", "rollator indoors and out", "walking stick + furniture walking",
            "transfers only with 1 assist", "independent, still drives"]
IMPLANTS = {
    "hemi": ["Exeter V40 stem with Unitrax head", "CPT stem + bipolar head", "Thompson prosthesis",
             "Corail collared stem + unipolar head", "Exeter stem / modular unipolar head"],
    "thr": ["Exeter stem + Contemporary cup (dual mobility)", "C-stem AMT + Marathon cup"],
    "dhs": ["135 deg DHS 4-hole plate", "DHS 2-hole plate with anti-rotation screw", "135deg Richards-type DHS"],
    "imn": ["Gamma3 nail short 180mm", "TFNA short 170mm", "PFNA long 380mm", "InterTAN 10mm x 200mm"],
    "screws": ["3 x 7.3mm cannulated screws (inverted triangle)", "2 x 6.5mm partially threaded screws"],
}


def setup(rng, c):
    k = wpick(rng, [("icd", 4), ("icd3", 1.5), ("icu", 0.8), ("its", 2), ("itu", 2), ("ro", 0.5), ("st", 0.7)])
    c["frac_k"] = k
    c["frac"], c["frac_class"], c["frac_cap"] = FRACS[k]
    c["side"] = pick(rng, ["left", "right"])
    c["Side"] = c["side"].capitalize()
    c["S"] = c["side"][0].upper()
    if k in ("icd", "icd3"):
        op = "thr" if c["age_n"] < 78 and chance(rng, 0.5) else "hemi"
    elif k == "icu":
        op = "screws" if chance(rng, 0.6) else "hemi"
    elif k == "its":
        op = "dhs"
    else:
        op = "imn"
    c["op_k"] = op
    c["op"], c["op_s"] = OPS[op]
    c["implant"] = pick(rng, IMPLANTS[op])
    c["dem"] = wpick(rng, DEMENTIA)
    c["ac"] = wpick(rng, ANTICOAG)
    c["mob"] = pick(rng, MOBILITY)
    c["asa"] = str(wpick(rng, [(2, 2), (3, 5), (4, 1.5)]))
    c["cfs"] = str(rng.randrange(3, 9))
    c["nhfs"] = str(rng.randrange(2, 9))
    c["amts"] = str(rng.randrange(2, 11) if c["dem"] else rng.randrange(7, 11))
    c["delir"] = chance(rng, 0.45 if c["dem"] else 0.2)
    c["anaes_k"] = pick(rng, ["spinal", "spinal", "GA", "spinal + sedation"])
    c["block"] = pick(rng, ["FIB", "fascia iliaca block", "PENG block", "femoral nerve block"])


def pmh_items(rng, c, n):
    adm = c["adm_d"]
    lo = max(c["dob_d"].year + 45, 1975)

    def y():
        yr = rng.randrange(lo, adm.year)
        if chance(rng, 0.3):
            return fd(c, dt.date(yr, rng.randrange(1, 13), 1), pick(rng, ["my", "mya"]))
        return str(yr)
    pool = [
        ("HTN", None), ("T2DM (diet controlled)", None), ("T2DM - HbA1c 58", None),
        ("CKD stage 3b", None), ("COPD", None), ("IHD - NSTEMI", "y"), ("CABG x3", "y"),
        ("TIA", "y"), ("CVA with residual L sided weakness", "y"), ("Parkinson's disease", None),
        ("OA both knees", None), ("R TKR", "y"), ("L THR", "y"), ("L Colles' fracture", "y"),
        ("T12 wedge fracture (noted on CXR)", "y"), ("hypothyroidism", None), ("PMR on pred", None),
        ("glaucoma", None), ("AMD", None), ("bilat cataract surgery", "y"),
        ("hearing impairment - bilateral aids", None), ("depression", None), ("anxiety", None),
        ("breast ca - WLE + RT", "y"), ("prostate ca", "y"), ("AAA repair", "y"),
        ("peripheral neuropathy", None), ("B12 deficiency", None), ("recurrent UTIs", None),
        ("urge incontinence", None), ("gout", None), ("HFrEF (EF 35% on echo)", "y"),
        ("moderate AS (echo)", "y"), ("osteoporosis - DEXA T-score -2.9", "y"),
        ("recurrent falls", None), ("RA", None), ("Paget's disease of bone", None),
        ("epilepsy", None), ("IDA", None), ("diverticular disease", None), ("Barrett's oesophagus", None),
        ("Raynaud's", None), ("Sjogren's syndrome", None), ("Addison's disease", None),
        ("L proximal humerus #", "y"), ("pubic ramus #", "y"), ("DVT", "y"), ("PE", "y"),
        ("cholecystectomy", "y"), ("hysterectomy", "y"), ("TURP", "y"), ("Graves' disease (RAI)", "y"),
    ]
    out = []
    for txt, yy in sample(rng, pool, n):
        out.append((txt, y() if yy and chance(rng, 0.75) else None))
    if c["dem"]:
        dy = str(rng.randrange(max(lo, adm.year - 9), adm.year))
        out.insert(0, (c["dem"], dy if chance(rng, 0.5) else None))
    if c["ac"] in ("apixaban", "rivaroxaban", "warfarin", "edoxaban", "dabigatran"):
        out.insert(1, ("AF" if chance(rng, 0.8) else "PE", y() if chance(rng, 0.4) else None))
    return out


def w_pmh(d, rng, c, n=None, style="list", sep="\n- "):
    items = pmh_items(rng, c, n or rng.randrange(3, 8))
    for i, (txt, yr) in enumerate(items):
        if style == "list":
            d.t(sep if i or sep != "\n- " else "- ")
        elif i:
            d.t(pick(rng, [", ", "; ", ", "]))
        d.t(txt)
        if yr:
            form = rng.randrange(3)
            if form == 0:
                d.w(" ([[DATE:v]])", v=yr)
            elif form == 1:
                d.w(" [[DATE:v]]", v=yr)
            else:
                d.w(" - [[DATE:v]]", v=yr)


MEDS_UK = ["amlodipine 5mg OD", "ramipril 2.5mg OD", "bisoprolol 2.5mg OD", "atorvastatin 20mg ON",
           "furosemide 40mg OM", "metformin 500mg BD", "gliclazide 40mg OD", "levothyroxine 75mcg OD",
           "omeprazole 20mg OD", "lansoprazole 15mg OD", "donepezil 10mg ON", "memantine 10mg OD",
           "co-careldopa 25/100 TDS", "Madopar 62.5mg QDS", "sertraline 50mg OD", "mirtazapine 15mg ON",
           "zopiclone 3.75mg ON PRN", "paracetamol 1g QDS", "codeine 30mg QDS PRN", "Adcal-D3 1 tab BD",
           "alendronic acid 70mg weekly", "prednisolone 5mg OD", "tamsulosin 400mcg OD",
           "oxybutynin 5mg BD", "latanoprost 1 drop ON", "senna 7.5mg ON", "Laxido 1 sachet OD",
           "aspirin 75mg OD", "digoxin 62.5mcg OD", "Trelegy Ellipta 1 puff OD", "salbutamol inh PRN",
           "insulin glargine (Lantus) 14 units OM", "amitriptyline 10mg ON", "gabapentin 300mg TDS",
           "quetiapine 25mg ON", "Fortisip 1 bottle BD", "ferrous fumarate 210mg BD", "letrozole 2.5mg OD",
           "allopurinol 100mg OD", "indapamide 2.5mg OD", "doxazosin 4mg OD", "Accrete D3 1 tab BD",
           "Oramorph 2.5mg PRN", "hydroxocobalamin 1mg 3-monthly", "Fultium-D3 800 units OD"]
MEDS_NA = ["amlodipine 5 mg daily", "lisinopril 10 mg daily", "metoprolol 25 mg BID", "atorvastatin 20 mg qHS",
           "furosemide (Lasix) 40 mg daily", "metformin 500 mg BID", "levothyroxine (Synthroid) 75 mcg daily",
           "omeprazole 20 mg daily", "donepezil (Aricept) 10 mg qHS", "memantine 10 mg BID",
           "carbidopa/levodopa (Sinemet) 25/100 TID", "sertraline 50 mg daily", "mirtazapine 15 mg qHS",
           "acetaminophen 650 mg q6h PRN", "oxycodone 2.5 mg q4h PRN", "calcium carbonate + vitamin D3 BID",
           "alendronate 70 mg weekly", "prednisone 5 mg daily", "tamsulosin 0.4 mg daily",
           "docusate 100 mg BID", "PEG 3350 (Miralax) 17 g daily", "aspirin 81 mg daily",
           "insulin glargine 12 units qAM", "gabapentin 100 mg TID", "quetiapine 12.5 mg qHS PRN",
           "Ensure 1 bottle BID", "ferrous sulfate 325 mg daily", "vitamin D3 1000 IU daily",
           "hydrochlorothiazide 12.5 mg daily", "Tylenol Arthritis 650 mg TID", "trazodone 25 mg qHS"]
AC_DOSE = {"apixaban": "apixaban 2.5mg BD", "rivaroxaban": "rivaroxaban 15mg OD", "warfarin": "warfarin (INR 2-3)",
           "edoxaban": "edoxaban 30mg OD", "clopidogrel": "clopidogrel 75mg OD", "dabigatran": "dabigatran 110mg BD"}


def med_list(rng, c, n=None):
    pool = MEDS_NA if c["cc"] in ("US", "CA") else MEDS_UK
    meds = sample(rng, pool, n or rng.randrange(4, 10))
    if c["ac"]:
        ac = AC_DOSE[c["ac"]]
        if c["cc"] in ("US", "CA"):
            ac = ac.replace("mg", " mg").replace(" BD", " BID").replace(" OD", " daily")
            ac = {"apixaban": "apixaban (Eliquis)", "warfarin": "warfarin (Coumadin)"}.get(c["ac"], c["ac"]) + ac[len(c["ac"]):]
        meds.insert(0, ac)
    return meds


def w_meds(d, rng, c, style="list", meds=None):
    meds = meds or med_list(rng, c)
    if style == "list":
        for m in meds:
            d.t("- " + m + "\n")
    elif style == "num":
        for i, m in enumerate(meds):
            d.t("%d. %s\n" % (i + 1, m))
    else:
        d.t(", ".join(meds))
    return meds


def blood_vals(rng, c):
    us = c["cc"] == "US"
    hb = rng.randrange(78, 142)
    v = {
        "Hb": ("%.1f" % (hb / 10.0)) if us else str(hb),
        "WCC": "%.1f" % rng.uniform(4.2, 16.5), "Plt": str(rng.randrange(110, 460)),
        "Na": str(rng.randrange(126, 146)), "K": "%.1f" % rng.uniform(3.1, 5.6),
        "Ur": ("%d" % rng.randrange(12, 60)) if us else "%.1f" % rng.uniform(3.5, 19.0),
        "Cr": ("%.2f" % rng.uniform(0.6, 2.2)) if us else str(rng.randrange(48, 190)),
        "eGFR": str(rng.randrange(18, 90)), "CRP": str(rng.randrange(1, 160)),
        "INR": "%.1f" % (rng.uniform(2.0, 3.4) if c["ac"] == "warfarin" else rng.uniform(0.9, 1.3)),
        "Alb": str(rng.randrange(24, 43)), "Ca": "%.2f" % rng.uniform(2.0, 2.6),
        "VitD": str(rng.randrange(12, 95)), "CK": str(rng.randrange(60, 3200) if c["lie_h"] >= 6 else rng.randrange(40, 400)),
        "Mg": "%.2f" % rng.uniform(0.55, 1.0), "PO4": "%.2f" % rng.uniform(0.6, 1.5),
    }
    return v


def w_bloods(d, rng, c, style="inline", when=None):
    v = blood_vals(rng, c)
    us = c["cc"] == "US"
    ur = "BUN" if us else pick(rng, ["Ur", "Urea", "U"])
    wcc = "WBC" if c["cc"] in ("US", "CA") else pick(rng, ["WCC", "WBC"])
    if style == "inline":
        d.t("Hb %s, %s %s, Plt %s, Na %s, K %s, %s %s, Cr %s, eGFR %s, CRP %s, INR %s" % (
            v["Hb"], wcc, v["WCC"], v["Plt"], v["Na"], v["K"], ur, v["Ur"], v["Cr"], v["eGFR"], v["CRP"], v["INR"]))
        if chance(rng, 0.5):
            d.t(", adj Ca %s, Alb %s" % (v["Ca"], v["Alb"]))
        if chance(rng, 0.4):
            d.t(", CK %s" % v["CK"])
    elif style == "table":
        dates = [when or c["adm_d"], add_days(c["op_d"], 1), add_days(c["op_d"], 2)]
        d.t("          ")
        for i, x in enumerate(dates):
            d.w("[[DATE:v]]", v=fd(c, x, pick(rng, ["dm", "dm"]) if i else fd_style_short(c)))
            d.t("   ")
        d.t("\n")
        for k in ("Hb", "WCC", "Na", "K", "Cr", "CRP"):
            base = v[k]
            try:
                f = float(base)
                alt = [base, _jit(rng, f, k), _jit(rng, f, k)]
            except ValueError:
                alt = [base, base, base]
            d.t("%-9s %-9s %-9s %s\n" % ({"WCC": wcc}.get(k, k), alt[0], alt[1], alt[2]))
    else:
        d.t("Hb %s / %s %s / Na %s / K %s / Cr %s / eGFR %s / CRP %s" % (
            v["Hb"], wcc, v["WCC"], v["Na"], v["K"], v["Cr"], v["eGFR"], v["CRP"]))
    return v


def fd_style_short(c):
    return "dm"


def _jit(rng, f, k):
    if k == "Hb":
        g = f - rng.uniform(0.3, 2.0) if f < 20 else f - rng.randrange(3, 22)
        return ("%.1f" % g) if f < 20 else str(int(g))
    if k == "Na":
        return str(int(f + rng.randrange(-4, 4)))
    if k == "Cr":
        return ("%.2f" % (f * rng.uniform(0.85, 1.3))) if f < 20 else str(int(f * rng.uniform(0.85, 1.3)))
    if k == "CRP":
        return str(max(1, int(f * rng.uniform(0.8, 2.5))))
    if k == "K":
        return "%.1f" % max(2.8, f + rng.uniform(-0.5, 0.5))
    return "%.1f" % max(0.5, f + rng.uniform(-1.0, 1.5))


def w_obs(d, rng, c):
    us = c["cc"] == "US"
    t = ("T %.1fF" % rng.uniform(97.0, 100.8)) if us else ("T %.1f" % rng.uniform(35.8, 38.3))
    d.t("HR %d %s, BP %d/%d, RR %d, SpO2 %d%% %s, %s" % (
        rng.randrange(58, 118), pick(rng, ["reg", "irreg", "SR", "AF"]), rng.randrange(96, 178),
        rng.randrange(48, 96), rng.randrange(12, 26), rng.randrange(88, 100),
        pick(rng, ["RA", "on 2L NC", "on air", "RA"]), t))
    if not us and chance(rng, 0.6):
        d.t(", NEWS2 %d" % rng.randrange(0, 7))


def w_xray(d, rng, c, with_date=True):
    d.t(pick(rng, ["XR pelvis + lat %s hip" % c["S"], "AP pelvis & lateral %s hip" % c["side"],
                   "Plain films %s hip" % c["S"]]))
    if with_date:
        d.w(" ([[DATE:v]]", v=fd(c, c["adm_d"], pick(rng, ["num", "dm", "num2"])))
        if chance(rng, 0.6):
            d.w(", acc [[IDNUM:v]]", v=ids.idnum(rng, "xray", c["adm_d"].year))
        d.t(")")
    d.t(": %s (%s)" % (c["frac"], c["frac_class"]))


def w_social(d, rng, c, short=False):
    r = c["res"]
    if r == "alone":
        d.w(pick(rng, ["Lives alone in {hs}. ", "Widow{er}, lives alone ({hs}). ", "Lives alone, {hs}. "]),
            hs=pick(rng, ["2-storey house", "bungalow", "ground floor flat", "house, stairlift", "1st floor flat, no lift"]),
            er="" if c["sex"] == "F" else "er")
    elif r == "spouse":
        d.w("Lives with {his} {rel} [[FAMILY:nok_f]] ([[AGE:nok_age]]) in a {hs}. ", rel=c["nok_rel"],
            hs=pick(rng, ["bungalow", "house", "flat"]))
    elif r == "family":
        d.w("Lives with {rel} [[FAMILY:nok]] and family. ", rel=c["nok_rel"])
    elif r == "sheltered":
        d.w("Sheltered housing with warden/pendant alarm. ")
    else:
        d.w("{kind} resident at [[HOSPITAL:home]]. ", kind="Residential home" if r == "resid" else "Nursing home")
    if r in ("alone", "spouse", "sheltered", "family") and chance(rng, 0.6):
        d.w(pick(rng, ["POC {n} from [[ORGANIZATION:agency]]. ", "Carers {n} ([[ORGANIZATION:agency]]). ",
                       "Package of care {n} via [[ORGANIZATION:agency]]. "]), n=pick(rng, ["BD", "TDS", "QDS", "OD", "x2/day"]))
    elif r in ("alone", "spouse", "sheltered", "family"):
        d.t(pick(rng, ["No formal carers. ", "Nil POC. ", "No package of care. "]))
    if short:
        return
    d.w("Mobility: {m}. ", m=c["mob"])
    if chance(rng, 0.75):
        d.w(pick(rng, ["Retired [[PROFESSION:prof]]. ", "Former [[PROFESSION:prof]]. ",
                       "Worked as a [[PROFESSION:prof]] at [[ORGANIZATION:employer]] for many years. ",
                       "Ex-[[PROFESSION:prof]]. ", "Was a [[PROFESSION:prof]] until retirement. "]))
    if c["birth_country"] and chance(rng, 0.55) and c["birth_country"] not in ("England", c["nation"]):
        bc = c["birth_country"]
        if bc in ("Sicily", "Hong Kong"):
            d.w("Born in [[STATE:v]]. " if bc == "Sicily" else "Born in [[CITY:v]]. ", v=bc)
        else:
            pre = ""
            if bc.startswith("the "):
                pre, bc = "the ", bc[4:]
            d.w("Born in {pre}[[COUNTRY:v]]", pre=pre, v=bc)
            if c["cc"] != "IE" or bc != "Ireland":
                d.w(", moved here in [[DATE:v]]", v=str(max(c["dob_d"].year + 16, rng.randrange(1948, 1995))))
            d.t(". ")
    if chance(rng, 0.15):
        abroad = pick(rng, [k for k in ["Spain", "Portugal", "Canada", "Australia", "New Zealand", "Ireland", "Jamaica", "India", "Greece",
                                        "Poland", "the USA"] if k not in (c["nation"], "the " + c["nation"])])
        pre = "the " if abroad.startswith("the ") else ""
        d.w("Returned {wh} from visiting family in {pre}[[COUNTRY:v]]. ", wh=pick(rng, ["2/52 ago", "last month", "recently"]),
            pre=pre, v=abroad[len(pre):])
    if chance(rng, 0.25):
        d.w(pick(rng, ["Attends [[ORGANIZATION:church]]. ", "Active member of [[ORGANIZATION:club]]. ",
                       "Goes to [[ORGANIZATION:charity]] day centre weekly. "]))
    d.t(pick(rng, ["Non-smoker, ", "Ex-smoker (40 pack-yrs), ", "Never smoked, ", "Smoker 5/day, "]))
    d.t(pick(rng, ["no alcohol. ", "occasional sherry. ", "2-3 units/wk. ", "drinks ~20 units/wk. "]))
