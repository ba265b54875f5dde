"""Shared blocks: letterheads, patient banners, social/family history, meds,
labs and signatures. Each writes straight into a Note."""
import clin
import pools as P
from core import ch, rint, chance


def dr(c):
    """Surgeon's courtesy title: UK/IE surgeons are usually Mr/Ms."""
    if c["cc"] in ("UK", "IE") and chance(0.7):
        return "Mr" if c["_p"]["sur"]["sex"] == "M" else ch(["Ms", "Miss", "Mrs"])
    return ch(["Dr", "Dr.", "Dr"]) if c["cc"] != "UK" else "Dr"


def fellow(c):
    return {"UK": ch(["FRCS", "FRCS (Gen Surg)", "MD FRCS", "FRCS (ORL-HNS)"]), "IE": ch(["FRCSI", "MCh FRCSI"]),
            "US": ch(["MD", "MD, FACS", "DO, FACS"]), "CA": ch(["MD, FRCSC", "MD FRCSC"]),
            "AU": ch(["FRACS", "MBBS FRACS"]), "NZ": ch(["FRACS", "MBChB FRACS"])}[c["cc"]]


def letterhead(n, c, dept=None):
    dept = dept or ch(["Department of Endocrine Surgery", "Endocrine Surgery Unit", "Thyroid & Parathyroid Service",
                       "Head & Neck / Endocrine Surgery", "Division of Endocrine Surgery"])
    k = rint(0, 3)
    if k == 0:
        n.f("{hosp}\n" + dept + "\n{hosp_addr_ml}\nTel {sec_tel} | Fax {hosp_fax}\n", c)
    elif k == 1:
        n.f(dept.upper() + "\n{hosp}, {hosp_addr}\nSecretary: {sec_full}  Direct line: {sec_tel}\n"
            "Email: {dept_email}\n", c)
    elif k == 2:
        n.f("{hosp} - " + dept + "\n{hosp_addr}\nPh {hosp_tel}   Fx {hosp_fax}   {hosp_url}\n", c)
    else:
        n.f("{hosp}\n{hosp_addr_ml}\n" + dept + "\nEnquiries: {sec_tel} (" + ch(["Mon-Fri 9-4", "weekdays", "8.30-16.30"]) +
            ")\n", c)


def pt_banner(n, c, short=False):
    cc = c["cc"]
    k = rint(0, 3)
    if k == 0:
        n.f("Re: {pt_full}", c)
        n.f(ch([", DOB {dob}", "  DOB: {dob}", " (DOB {dob})", "  D.O.B. {dob}"]), c)
    elif k == 1:
        n.f("RE: {pt_LFU}   DOB: {dob}", c)
    elif k == 2:
        n.f("Patient: {title_c} {pt_fml}\nDate of birth: {dob} ({age} yrs)", c)
    else:
        n.f("Re: {title_c} {pt_full}   Born {dob}", c)
    ids = []
    if cc == "UK" and chance(0.85):
        ids.append("{nhs_label}: {nhs}")
    ids.append("{mrn_label}: {mrn}")
    if cc == "NZ" and c["mrn2"] and chance(0.4):
        ids.append("Hospital no. {mrn2}")
    if cc in ("AU", "CA") and chance(0.6):
        ids.append("{hp_label} {hp}")
    if cc == "US" and chance(0.5):
        ids.append("{acct_label}: {acct}")
    if cc == "IE" and chance(0.4):
        ids.append("{ssn_label}: {ssn}")
    n.f("\n" + ch(["  ", " | ", "\n"]).join(ids) + "\n", c)
    if not short and chance(0.7):
        n.f(ch(["{addr1}\n", "Address: {addr1}\n", "{street}, {city}\n"]), c)


def social(n, c):
    out = []
    if c["retired"]:
        out.append(ch(["{He} is a retired {rprof}", "Retired {rprof}", "{He} retired from work as a {rprof}"]))
    else:
        out.append(ch(["{He} works as a {prof} at {employer}", "{He} is a {prof}", "Works as {prof} for {employer}",
                       "Occupation: {prof} ({employer})", "{He} is employed by {employer} as a {prof}"]))
    out.append(ch(["lives with {his} {fam_rel} {fam_first}", "lives alone; {his} {fam_rel} {fam_full} visits daily",
                   "lives with {his} {fam_rel} {fam_full}, who is a {fam_prof}",
                   "lives in {city} with {his} {fam_rel}", "{his} {fam_rel} {fam_first} is next of kin"]))
    if chance(0.35):
        out.append(ch(["originally from {origin}", "grew up in {origin}",
                       "moved from {origin} %d years ago" % rint(2, 30)]))
    out.append(ch(["never smoker", "ex-smoker, 20 pack-years",
                   "non-smoker, alcohol 6 units/week", "smokes 10/day, advised to stop", "no alcohol"]))
    n.f(". ".join(_cap(x) for x in out) + ".", c)


def _cap(x):
    for lo, up in (("{his}", "{His}"), ("{he}", "{He}")):
        if x.startswith(lo):
            return up + x[len(lo):]
    return x[0].upper() + x[1:]


def fhx(n, c):
    k = rint(0, 4)
    if c["kind"] == "mtc":
        n.f("Family history: {his} {fam2_rel} {fam2_full} had a thyroidectomy for medullary cancer aged {fam2_age}; "
            "germline RET testing requested.", c)
    elif k == 0:
        n.f("No family history of thyroid cancer or MEN syndromes.", c)
    elif k == 1:
        n.f("Family history: {fam2_rel} ({fam2_first}) has hypothyroidism on levothyroxine.", c)
    elif k == 2:
        n.f("{His} {fam2_rel} {fam2_full} had thyroid surgery at {fam2_age} for a goitre.", c)
    elif k == 3:
        n.f("FHx: {fam2_rel} died aged {fam2_age} (breast ca). No thyroid or parathyroid disease known.", c)
    else:
        n.f("Family history of kidney stones ({fam2_rel}); no known familial hyperparathyroidism.", c)


MEDS_T = ["levothyroxine 100 micrograms once daily", "carbimazole 20 mg od", "propranolol 40 mg tds",
          "amlodipine 5 mg od", "ramipril 2.5 mg od", "atorvastatin 40 mg nocte", "metformin 500 mg bd",
          "apixaban 5 mg bd", "aspirin 75 mg od", "colecalciferol 1000 units daily", "omeprazole 20 mg od",
          "salbutamol inhaler prn", "sertraline 50 mg od", "lithium carbonate 400 mg nocte",
          "bendroflumethiazide 2.5 mg od", "alendronic acid 70 mg weekly", "HRT (Evorel 50 patch)"]
MEDS_P = ["cinacalcet 30 mg bd", "alendronic acid 70 mg weekly", "colecalciferol 800 units daily",
          "bendroflumethiazide 2.5 mg od", "ramipril 5 mg od", "tamsulosin 400 micrograms od"]


def meds(n, c, inline=False):
    pool = MEDS_P if c["kind"] == "phpt" else MEDS_T
    lst = R_sample(pool, rint(2, 5))
    if c["kind"] == "graves" and not any("carbimazole" in m for m in lst):
        lst[0] = ch(["carbimazole 15 mg od", "propylthiouracil 100 mg tds", "carbimazole 40 mg od (block and replace)"])
    if inline:
        n.t("Medications: " + "; ".join(lst) + ".")
    else:
        n.t("Medications:\n" + "".join("- %s\n" % m for m in lst))
    return lst


def R_sample(pool, k):
    import core
    return core.R.sample(pool, k)


def labs(n, c):
    cu, pu = c["ca_u"], c["pth_u"]
    if c["kind"] == "phpt":
        s = "Adjusted calcium %s %s, PTH %s %s, phosphate 0.7%d mmol/L, 25-OH vitamin D %d nmol/L, eGFR %d." % (
            clin.ca_fmt(c, c["ca_pre"]), cu, clin.pth_fmt(c, c["pth_pre"]), pu, rint(0, 9), c["vitd"], rint(45, 90))
        if chance(0.5):
            s += " 24-h urine calcium %.1f mmol/day; Ca:Cr clearance ratio 0.0%d." % (5 + R_sample(range(50), 1)[0] / 10, rint(2, 4))
    else:
        s = "TSH %.2f mU/L, free T4 %.1f pmol/L" % (c["tsh"], c["ft4"])
        if c["kind"] == "graves":
            s += ", TRAb %.1f IU/L" % (3 + R_sample(range(100), 1)[0] / 10)
        if c["kind"] == "mtc":
            s += ", calcitonin %d ng/L, CEA %.1f ug/L" % (c["calcitonin"], 5 + R_sample(range(200), 1)[0] / 10)
        s += ", adjusted calcium %s %s." % (clin.ca_fmt(c, c["ca_pre"]), cu)
    n.t(s)


def sign(n, c, who="sur", role=None, lic=True):
    role = role or ch(["Consultant Endocrine Surgeon", "Consultant General & Endocrine Surgeon",
                       "Endocrine Surgeon", "Consultant Thyroid Surgeon"])
    k = rint(0, 3)
    t = "{%s_full}" % who
    if k == 0:
        n.f(ch(["Yours sincerely,\n\n\n", "Kind regards,\n\n", "Yours faithfully,\n\n", "With best wishes,\n\n"]) +
            t + "  " + fellow(c) + "\n" + role + "\n", c)
    elif k == 1:
        n.f(ch(["Kind regards\n", "Regards,\n", "Sincerely,\n"]) + dr(c) + " " + t + "\n" + role, c)
        n.t("\n")
    elif k == 2:
        n.f("Electronically signed by " + t + ", " + fellow(c) + " on {today} " + "%02d:%02d" % (rint(7, 19), rint(0, 59)) + "\n", c)
    else:
        n.f(t + "\n" + role + ", {hosp_s}\n", c)
    if lic and chance(0.55):
        n.f("{lic_label} {sur_lic}\n", c)


def cc_block(n, c, extra=True):
    n.t("\ncc: ")
    opts = [lambda: n.f("Dr {gp_full}, {practice}", c),
            lambda: n.f("{title} {pt_last} (patient), {addr1}", c),
            lambda: n.f("Dr {endo_full}, Endocrinology, {hosp2}", c),
            lambda: n.f("{cns_full}, Thyroid CNS", c),
            lambda: n.f("Patient - {pt_full}", c)]
    picks = [0, rint(1, 4)] + ([rint(1, 4)] if extra and chance(0.4) else [])
    seen = []
    for i in picks:
        if i in seen:
            continue
        if seen:
            n.t("\n    ")
        seen.append(i)
        opts[i]()
    n.t("\n")


def dictated(n, c):
    k = rint(0, 3)
    if k == 0:
        n.f("\n{sur_ini}/{typist}\n", c)
    elif k == 1:
        n.f("\nDictated {clinic_s}; typed {today_s} by {sec_full}\n", c)
    elif k == 2:
        n.f("\nD: {clinic}  T: {today}  ({typist})\n", c)
    else:
        n.f("\nDictated but not read. Transcribed by {sec_fi}.\n", c)


BODIES = {"UK": ["BTA", "BAETS", "NICE", "RCPath"], "IE": ["BTA", "ATA", "ESMO", "ETA"],
          "US": ["ATA", "NCCN", "AACE", "AAES"], "CA": ["ATA", "CAES", "NCCN"],
          "AU": ["ATA", "ANZES", "ESMO"], "NZ": ["ATA", "ANZES", "BTA"]}


def hard_neg_sentence(c):
    """A line of look-alikes: eponyms, device models, scores, guideline bodies."""
    return ch([
        "Background %s noted on previous imaging; not clinically relevant." % ch(P.EPONYMS[:2]),
        "Discussed risk to the recurrent laryngeal nerve and external branch of the superior laryngeal nerve; "
        "intra-operative monitoring (%s) will be used." % ch(P.DEVICE_MODELS[:2]),
        "Management per %s guidance; risk stratified using AJCC/TNM 8th edition." % ch(BODIES[c["cc"]]),
        "Coded as %s." % c["proc_code"],
        "Thyroseq/Afirma not funded locally; discussed %s." % ch(["NIFTP", "the Bethesda risk of malignancy", "active surveillance"]),
        "%s negative. No stridor. Voice normal (GRBAS G0R0B0A0S0)." % ch(["Pemberton's sign", "Chvostek's sign"]),
        "Mallampati 2, neck extension full; ASA II.",
        "No features of %s." % ch(["Cushing's syndrome", "Addison's disease", "de Quervain's thyroiditis"]),
        "Vitamin D replete; DEXA T-score %.1f at the hip." % (-1.0 - rint(0, 20) / 10),
    ])
