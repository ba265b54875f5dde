"""Shared note pieces: letterheads, patient blocks, sign-offs, lab series and clinical phrasing."""
from core import (P, DR, FAM, AGE, DT, ST, CITY, HOSP, ORG, LOC, MRN, SSN, HP, ACCT, LIC, IDN,
                  PH, FAX, EM, URL, PROF, CTRY, idn)
from locale_fmt import add_days
import pools_places as PL

DXTEXT = {
    "hh": ["HFE haemochromatosis (C282Y homozygous)", "hereditary haemochromatosis, p.C282Y/p.C282Y",
           "genetic haemochromatosis - HFE C282Y homozygote", "Type 1 (HFE) haemochromatosis"],
    "hh_cpd": ["HFE compound heterozygosity C282Y/H63D with iron loading",
               "haemochromatosis (C282Y/H63D compound heterozygote) with raised ferritin"],
    "pv": ["JAK2 V617F-positive polycythaemia vera", "polycythaemia vera (JAK2 V617F, VAF 34%)",
           "PV - JAK2 exon 14 positive", "polycythaemia vera, WHO 2016 criteria met"],
    "sec_ery": ["secondary erythrocytosis related to testosterone therapy",
                "secondary erythrocytosis - smoker with OSA", "erythrocytosis secondary to COPD/hypoxia",
                "testosterone-induced erythrocytosis"],
    "pct": ["porphyria cutanea tarda with iron overload", "PCT (sporadic), ferritin raised"],
    "idio": ["idiopathic erythrocytosis, JAK2 negative", "idiopathic erythrocytosis (EPO normal, JAK2/exon 12 neg)"],
}

TARGET = {"hh": "ferritin 50-100 ug/L", "hh_cpd": "ferritin < 100 ug/L", "pv": "Hct < 0.45",
          "sec_ery": "Hct < 0.54", "pct": "ferritin ~ 20-50 ug/L", "idio": "Hct < 0.50"}

DRUGS = ["aspirin 75 mg OD", "amlodipine 5 mg OD", "atorvastatin 20 mg nocte", "omeprazole 20 mg OD",
         "metformin 500 mg BD", "ramipril 2.5 mg OD", "levothyroxine 75 mcg OD", "paracetamol PRN",
         "hydroxycarbamide 500 mg OD", "Testogel 50 mg daily", "salbutamol inhaler PRN", "tiotropium 18 mcg OD",
         "bisoprolol 2.5 mg OD", "sertraline 50 mg OD", "alendronic acid 70 mg weekly", "lansoprazole 30 mg OD",
         "ruxolitinib 10 mg BD", "pegylated interferon alfa-2a 90 mcg weekly", "allopurinol 100 mg OD",
         "folic acid 5 mg OD", "apixaban 5 mg BD", "cholecalciferol 1000 units OD"]

PMH = ["T2DM (HbA1c 58 mmol/mol)", "hypertension", "OA both hands - 2nd/3rd MCP joints", "hypothyroidism",
       "Gilbert's syndrome", "Raynaud's phenomenon", "OSA on CPAP", "COPD (GOLD 2)", "gout",
       "previous DVT", "erectile dysfunction", "fatigue", "atrial fibrillation", "depression",
       "osteopenia on DEXA", "Hashimoto's thyroiditis", "Dupuytren's contracture", "chondrocalcinosis knees",
       "NAFLD", "cholecystectomy", "BPH", "migraine", "Christmas disease carrier status excluded"]

NEG_EXAM = ["No stigmata of chronic liver disease.", "No hepatosplenomegaly.", "Spleen tip palpable 2 cm below costal margin.",
            "Skin slightly bronzed.", "Plethoric facies.", "No palmar erythema.", "Heberden's nodes both hands.",
            "Squeeze test positive 2nd/3rd MCPs.", "Chest clear.", "HS I+II+0.", "No peripheral oedema.",
            "Murphy's sign negative.", "Veins good bilateral ACF."]


PV_ONLY = ("hydroxycarbamide", "ruxolitinib", "pegylated")


def drugs(c, k):
    pool = [d for d in DRUGS if (c.dx == "pv" or not d.startswith(PV_ONLY))
            and (c.dx == "sec_ery" or not d.startswith("Testogel"))]
    return ", ".join(c.rng.sample(pool, k))


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def bio_pair(rng):
    from locale_fmt import digits, letters
    k = rng.randrange(4)
    if k == 0:
        return "fingerprint template", "FP-" + digits(rng, 5)
    if k == 1:
        return "palm-vein ID", "PV" + digits(rng, 7)
    if k == 2:
        return "iris scan ID", "IRIS" + digits(rng, 6)
    return "biometric ID", "BIO-%s-%s" % (letters(rng, 2), digits(rng, 4))


def unit(c):
    return c.L.fer_unit


def hb_fmt(c, g_l):
    return ("%.1f" % (g_l / 10.0)) if c.L.us else str(int(round(g_l)))


def hct_fmt(c, v):
    return ("%d%%" % round(v * 100)) if c.L.us else "%.2f" % v


def dxtext(c):
    opts = DXTEXT[c.dx]
    if c.pt.sex == "F":
        opts = [o for o in opts if "testosterone" not in o]
    return c.rng.choice(opts)


BODIES = {"UK": ["BSH", "NICE", "JPAC"], "IE": ["HSE", "BSH", "HIQA"], "US": ["AASLD", "FDA", "CDC"],
          "CA": ["Health Canada", "CSA"], "AU": ["TGA", "NHMRC", "RCPA"], "NZ": ["Medsafe", "PHARMAC", "Te Whatu Ora"],
          "ZA": ["SAHPRA", "NDoH"]}


def body(c):
    return c.rng.choice(BODIES[c.country])


def target(c):
    t = TARGET[c.dx]
    if c.L.na:
        t = t.replace("ug/L", "ng/mL")
    if c.L.us:
        t = t.replace("Hct < 0.45", "Hct < 45%").replace("0.54", "54%").replace("0.50", "50%")
    return t


def series(c, npts, step_days=(7, 21)):
    """Monotone-ish lab trend ending at the note date: list of dicts."""
    rng = c.rng
    iron = c.dx in ("hh", "hh_cpd", "pct")
    fer = rng.randint(700, 3200) if c.dx == "hh" else rng.randint(450, 1400) if iron else rng.randint(15, 140)
    hct = rng.uniform(0.40, 0.46) if iron else rng.uniform(0.52, 0.60)
    hb = rng.randint(138, 168) if iron else rng.randint(172, 205)
    tsat = rng.randint(62, 96) if iron else rng.randint(12, 35)
    steps = [rng.randint(*step_days) for _ in range(npts)]
    d = add_days(c.nd, -sum(steps[:-1]) - rng.randint(0, 3))
    out = []
    for i in range(npts):
        out.append({"d": d, "fer": int(fer), "hb": int(hb), "hct": hct if not iron else hct + rng.uniform(-0.02, 0.02),
                    "tsat": int(tsat),
                    "mcv": rng.randint(82, 97) if iron else rng.randint(74, 88) - i // 3,
                    "plt": rng.randint(180, 340) if c.dx != "pv" else rng.randint(410, 720),
                    "wcc": round(rng.uniform(4.5, 9.8) if c.dx != "pv" else rng.uniform(9.5, 15.5), 1),
                    "alt": rng.randint(18, 95) if iron else rng.randint(14, 40)})
        if iron:
            fer = max(rng.randint(28, 70), fer * rng.uniform(0.78, 0.93) - rng.randint(0, 40))
            tsat = max(18, tsat - rng.randint(0, 6))
            hb = max(118, hb + rng.randint(-6, 4))
        else:
            hct = max(0.42, hct - rng.uniform(0.0, 0.025))
            hb = max(140, hb - rng.randint(0, 9))
            fer = max(6, fer * rng.uniform(0.7, 0.95))
            tsat = max(6, min(40, tsat + rng.randint(-5, 3)))
        d = add_days(d, steps[i])
    return out


def letterhead(n, c, with_unit=True, fax=True):
    rng = c.rng
    n.add(HOSP(c.hosp), "\n")
    if with_unit and rng.random() < 0.6:
        n.add(rng.choice(["Department of Haematology", "Haematology Services", "Liver & Iron Clinic",
                          "Clinical Haematology", "Hepatology Department"]), " - ", HOSP(c.unit), "\n")
    else:
        n.add(rng.choice(["Department of Haematology", "Haematology Day Unit", "Iron Overload Service",
                          "Venesection Service", "Gastroenterology & Hepatology"]), "\n")
    if rng.random() < 0.3:
        n.add(LOC(c.building), ", ")
    n.add(ST(c.hstreet), ", ", CITY(c.htown))
    if c.country in ("US", "CA", "AU"):
        n.add(", " if c.country != "AU" else " ", c.addr_state_item(), " ", c.zip_item("h"))
    elif c.country != "NZ" or rng.random() < 0.5:
        n.add(" ", c.zip_item("h"))
    n.add("\n", "Tel: ", PH(c.unit_phone))
    if fax and rng.random() < 0.75:
        n.add("  Fax: ", FAX(c.unit_fax))
    if rng.random() < 0.7:
        n.add("\n", "Email: ", EM(c.unit_email))
    if rng.random() < 0.3:
        n.add("  Web: ", URL(c.url))
    n.add("\n")


def payer(n, c, lead="Payer: "):
    """Insurer (ORGANIZATION) with member/policy number (HEALTHPLAN); public schemes unnamed."""
    rng, L = c.rng, c.L
    if c.country in ("US", "ZA") or (c.country in ("IE", "AU", "NZ", "UK") and rng.random() < 0.5):
        n.add(lead, ORG(c.insurer), "  ", rng.choice(["Member ID ", "Policy no. ", "Member # "]), HP(c.hp))
        if c.country == "US" and rng.random() < 0.5:
            n.add("  Group ", HP("GRP-" + c.hp[-5:]))
    elif c.country == "CA":
        n.add(lead, "provincial plan, health card ", HP(c.hp))
    elif c.country == "AU":
        n.add(lead, "Medicare ", HP(c.hp), rng.choice(["", " IRN 1", " IRN 2"]))
    elif c.country == "IE":
        n.add(lead, "GMS medical card ", HP("".join(rng.choice("0123456789") for _ in range(7)) + rng.choice("ABCDTW")))
    else:
        n.add(lead, "public (no private cover)")
    n.add("\n")


def pt_header(n, c, compact=False):
    """Re:/patient identification block."""
    rng = c.rng
    L = c.L
    if compact:
        n.add("Re: ", c.pname(), "  DOB ", c.dob_item(), "  ", L.mrn_label(rng), ": ", MRN(c.mrn))
        if c.natid and rng.random() < 0.7:
            n.add("  ", "NHS No: " if c.country == "UK" else "IHI: ", MRN(c.natid))
        n.add("\n")
        return
    n.add("Patient: " if rng.random() < 0.5 else "Name: ", c.pname(), "\n",
          "DOB: ", c.dob_item())
    if rng.random() < 0.5:
        n.add(" (", AGE(str(c.age)), rng.choice(["y", " yrs", " years", ""]), ")")
    n.add("\n", L.mrn_label(rng), ": ", MRN(c.mrn), "\n")
    if c.natid and rng.random() < 0.8:
        n.add("NHS Number: " if c.country == "UK" else "IHI: ", MRN(c.natid), "\n")
    if c.country in ("US", "CA", "AU", "IE", "ZA") and rng.random() < 0.5:
        n.add(L.hp_label(), ": ", HP(c.hp), "\n")
    if rng.random() < 0.7:
        n.add("Address: ", c.addr_lines(one_line=True), "\n")
    if rng.random() < 0.5:
        n.add("Tel: ", PH(c.phone if rng.random() < 0.5 else c.mobile), "\n")


def dr_item(c, person, style=None):
    rng = c.rng
    style = style or rng.choice(["full", "full", "last", "finit", "fullmid"])
    if style in ("last", "finit", "full", "fullmid") and rng.random() < 0.8:
        return ["Dr ", DR(person.name(style))]
    return [DR(person.name(style))]


def nurse_item(c, person, style=None):
    rng = c.rng
    style = style or rng.choice(["full", "full", "first", "finit", "last"])
    if style == "last":
        return [rng.choice(["Sr ", "Nurse ", "Sister "]), DR(person.name("last"))]
    return [DR(person.name(style))]


def sign_doc(n, c, person, role, lic_p=0.45, close=None):
    rng = c.rng
    close = close or rng.choice(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "With best wishes,",
                                 "Sincerely,", "Regards,"])
    n.add("\n", close, "\n\n")
    if rng.random() < 0.3:
        n.add("(electronically signed)\n")
    n.add("Dr " if rng.random() < 0.6 else "", DR(person.name(rng.choice(["full", "fullmid", "full"]))))
    if rng.random() < 0.3:
        n.add(rng.choice({"UK": [" MRCP FRCPath", ", MBChB, FRCP", ", BM BS, PhD"], "IE": [", MB BCh BAO, FRCPath", " MRCPI FRCPath"],
                          "US": [", MD", ", MD, PhD", ", DO"], "CA": [", MD, FRCPC", ", MD"], "AU": [" FRACP FRCPA", ", MBBS FRACP"],
                          "NZ": [", MBChB FRACP", " FRACP FRCPA"], "ZA": [", MBChB, FCP(SA)", ", MMed (Haem)"]}[c.country]))
    n.add("\n", role, "\n")
    if rng.random() < lic_p:
        lab, num = c.L.doc_licence(rng)
        n.add(lab, " ", LIC(num), "\n")


def sign_nurse(n, c, person, role=None, lic_p=0.4):
    rng = c.rng
    role = role or rng.choice(["Clinical Nurse Specialist, Haematology", "CNS - Haemochromatosis",
                               "Venesection Nurse", "Staff Nurse, Day Unit", "Nurse Practitioner", "RN"])
    n.add(DR(person.name(rng.choice(["full", "full", "finit"]))), ", ", role, "\n")
    if rng.random() < lic_p:
        lab, num = c.L.nurse_licence(rng)
        n.add(lab, ": ", LIC(num), "\n")


def cc_block(n, c, gp=True, pt=True):
    rng = c.rng
    n.add("\n", rng.choice(["cc:", "CC:", "Copy to:", "c.c."]), " ")
    if gp:
        n.add(dr_item(c, c.gp, rng.choice(["full", "last"])), ", ", HOSP(c.practice))
        if rng.random() < 0.6:
            n.add(", ", c.addr_lines("gp", one_line=True))
        n.add("\n")
    if pt:
        n.add("    " if gp else "", rng.choice(["Patient", "Patient (copy)", c.pt.title + " "]))
        if n.last.endswith(" "):
            n.add(P(c.pt.name("last")))
        n.add("\n")


def typist_line(n, c):
    rng = c.rng
    n.add("\n")
    k = rng.randrange(3)
    if k == 0:
        n.add(DR(c.cons.name("init2")), "/", DR(c.sec.initials_lower()), "\n")
    elif k == 1:
        n.add("Dictated ", c.D(c.nd), "; typed ", c.D(add_days(c.nd, rng.randint(1, 9))), " by ",
              DR(c.sec.name(rng.choice(["full", "finit"]))), "\n")
    else:
        n.add("Dict: ", DR(c.cons.name("init2")), "  Typed: ", DR(c.sec.initials_lower()), "  ",
              c.D(add_days(c.nd, rng.randint(0, 6))), "\n")


def fam_mention(n, c, f, style=None):
    """'brother Tom (aged 52)' style items."""
    rng = c.rng
    style = style or rng.choice(["full", "first", "first", "full"])
    n.add(f.rel, " ", FAM(f.name(style)))
    if rng.random() < 0.55:
        n.add(rng.choice([" (aged ", " (", " (age "]), AGE(str(f.age)), ")")


def social(n, c):
    rng = c.rng
    k = rng.randrange(4)
    if k == 1 and c.age < 58:
        k = 0
    if k == 0:
        n.add("Works as ", art(c.prof), " ", PROF(c.prof), rng.choice([". ", " for ", ". "]))
        if n.last == " for ":
            n.add(ORG(c.employer), ". ")
    elif k == 1:
        n.add("Retired ", PROF(c.prof), ". ")
    elif k == 2:
        n.add("Occupation: ", PROF(c.prof), ". ")
    else:
        n.add("He" if c.pt.sex == "M" else "She", " is a ", PROF(c.prof), rng.choice([" by trade. ", ". "]))
    n.add(rng.choice(["Alcohol ~", "Drinks approx. ", "EtOH "]), str(rng.choice([0, 4, 6, 10, 14, 20, 28])),
          " units/week. ", rng.choice(["Never smoker.", "Ex-smoker (20 pack-years).", "Smokes 10/day.",
                                        "Vapes.", "Non-smoker."]), " ")
    if rng.random() < 0.4:
        n.add("Lives with ", c.spouse.rel, " ", FAM(c.spouse.name(rng.choice(["first", "full"]))), " in ",
              CITY(c.town), ". ")
    if rng.random() < 0.25:
        yr = min(c.nd.year - 1, c.dob.year + rng.randint(18, 35))
        n.add("Born in ", CTRY(c.abroad()), ", moved here in ", DT(str(yr)), ". ")
