"""Genre 3: general practice consultation records and referral letters (ZA)."""
from core import m, table, aligned
from common import time, medlist, ALLERGY, pick, vitals
from ctx import Ctx
from common import immunisations
import datetime as dt

PAGES = {"preg": (17, 41), "urti": (16, 55), "hiv": (19, 65), "tb": (18, 70), "dm": (35, 80), "htn": (32, 82), "dep": (18, 70),
         "gastro": (16, 75), "back": (20, 62), "asthma": (16, 70)}


def results_table(c):
    r = c.rng
    rows = [["Date", "Test", "Result", "Ref"]]
    for _ in range(r.randint(3, 6)):
        t = r.choice([("HbA1c", "%.1f%%" % r.uniform(5.4, 11.8), "<7.0"), ("Creatinine", "%d umol/L" % r.randint(50, 180), "49-90"),
                      ("eGFR", "%d" % r.randint(35, 110), ">60"), ("Total chol", "%.1f mmol/L" % r.uniform(3.5, 7.4), "<5.0"),
                      ("HIV VL", r.choice(["LDL", "<50", "1 240 copies/mL"]), "<50"), ("CD4", "%d cells/uL" % r.randint(180, 900), ">500"),
                      ("Hb", "%.1f g/dL" % r.uniform(9.5, 15.8), "12-16"), ("TSH", "%.2f mIU/L" % r.uniform(0.4, 6.2), "0.4-4.0"),
                      ("ALT", "%d U/L" % r.randint(12, 90), "<40"), ("Urine ACR", "%.1f mg/mmol" % r.uniform(0.5, 40), "<3.0")])
        rows.append([c.D(c.ago(r.randint(10, 500)), r.choice(["ymd_slash", "dmy", "iso"])), t[0], t[1], t[2]])
    return table(rows)

SCHEMES = ["Protea Health Medical Scheme", "Ubuntu Med", "Karoo Health Plan", "Baobab Medical Aid", "Fynbos Health",
           "Sunbird Medical Scheme", "Highveld Med", "Umoya Health Fund"]

PROBS = [
    dict(k="htn", s="BP check, headaches x1/52, ran out of meds last week", o="BP 168/102 (repeat 160/98). HR 84. BMI 34. Fundi: AV nipping. No oedema.",
         a="Uncontrolled essential hypertension (I10) - non-adherence", p=["Restart amlodipine 10mg daily", "Add HCTZ 12.5mg daily",
                                                                           "U&E, lipogram, HbA1c, urine ACR", "Salt restriction, walking 30 min/day",
                                                                           "Review 4/52"], icd="I10"),
    dict(k="dm", s="Diabetic review. Polyuria, blurred vision. Feet burning at night.", o="HbA1c 10.2%. RBG 14.6. Monofilament: reduced sensation both feet. Pedal pulses present.",
         a="T2DM poorly controlled with peripheral neuropathy (E11.4)", p=["Metformin 1g bd (continue)", "Add gliclazide MR 60mg daily",
                                                                           "Refer ophthalmology for retinal screen", "Podiatry, foot care education",
                                                                           "Amitriptyline 10mg nocte for neuropathic pain"], icd="E11.4"),
    dict(k="hiv", s="Routine ART follow-up. Adherent, no side effects. Partner also on treatment.", o="Well. Wt 68kg. No oral thrush. VL < 50 copies/mL (LDL). CD4 512.",
         a="HIV on ART, virally suppressed (B24)", p=["Continue TLD (tenofovir/lamivudine/dolutegravir) 1 daily", "VL in 12 months",
                                                       "Cervical screening up to date", "Condoms, disclosure support discussed"], icd="B24"),
    dict(k="tb", s="Cough 3 weeks, night sweats, weight loss 5kg. Household contact with TB (brother).", o="T 37.9. Wt 54kg. Coarse creps R apex. Sats 95%.",
         a="Suspected pulmonary TB (A15.0)", p=["Sputum GeneXpert x2 (sent)", "CXR", "HIV test - consented", "Notify if positive",
                                                 "Return with results in 48h"], icd="A15.0"),
    dict(k="urti", s="Sore throat, fever, body aches x3 days. Child at home also sick.", o="T 38.4. Tonsils enlarged with exudate, tender anterior cervical nodes. Centor 4.",
         a="Acute streptococcal tonsillitis (J03.0)", p=["Phenoxymethylpenicillin 500mg 6-hourly x10 days", "Paracetamol 1g qid prn",
                                                          "Sick note 3 days", "Return if unable to swallow"], icd="J03.0"),
    dict(k="back", s="Low back pain after lifting boxes at work, no radiation, no bladder/bowel symptoms.", o="Paraspinal spasm L4-5. SLR 80 bilat. Power/sensation/reflexes normal.",
         a="Mechanical low back pain (M54.5)", p=["Ibuprofen 400mg tds with meals x5 days", "Orphenadrine/paracetamol at night",
                                                   "Stay active, heat", "Physio referral if not better in 2 weeks"], icd="M54.5"),
    dict(k="asthma", s="Wheezy, using salbutamol 4-5x daily. Worse since winter and smoke from neighbours' fires.", o="Widespread expiratory wheeze. PEFR 280 (best 420). Sats 96%.",
         a="Poorly controlled asthma (J45.9)", p=["Budesonide/formoterol 200/6 2 puffs bd", "Prednisone 40mg daily x5 days",
                                                   "Inhaler technique checked with spacer", "Asthma action plan"], icd="J45.9"),
    dict(k="gastro", s="Diarrhoea x6/day and vomiting since yesterday. Ate at a function.", o="Mildly dry. T 37.6. Abdo soft, diffuse mild tenderness, BS hyperactive.",
         a="Acute gastroenteritis (A09)", p=["ORS, small frequent sips", "Loperamide 2mg prn (max 8/day)", "Metoclopramide 10mg tds prn",
                                            "Return if blood in stool or unable to keep fluids"], icd="A09"),
    dict(k="preg", s="LMP 7 weeks ago, nausea, positive home test. Wants to keep pregnancy.", o="BP 112/70. Urine hCG positive. Abdo soft. No bleeding.",
         a="Early intrauterine pregnancy ?dates (Z32.1)", p=["Folic acid 5mg daily", "Booking bloods: FBC, blood group, RPR, HIV, rubella",
                                                             "Dating scan", "Refer to antenatal clinic"], icd="Z32.1"),
    dict(k="dep", s="Low mood, poor sleep, tearful, stopped going to church. No suicidal ideation.", o="Flat affect, good eye contact. PHQ-9 17.",
         a="Moderate depressive episode (F32.1)", p=["Start fluoxetine 20mg mane", "Refer to counsellor / SADAG helpline info given",
                                                      "Safety plan discussed", "Review 2 weeks"], icd="F32.1"),
]

SPECIALISTS = ["Physician", "Ophthalmologist", "Orthopaedic Surgeon", "Cardiologist", "Psychiatrist", "Gynaecologist",
               "ENT Surgeon", "Pulmonologist", "Endocrinologist", "Urologist"]


def header(c, prac, doc, doc_hpcsa, pracno):
    r = c.rng
    out = [m("HOSPITAL", prac).upper() if r.random() < 0.4 else m("HOSPITAL", prac)]
    out.append(c.doc(doc, r.choice(["dr_full", "dr_fi"])) + "  MBChB" + r.choice(["", " (UCT)", " (Wits)", " (UKZN)", " (Stell)"]) +
               r.choice(["", " DipPEC(SA)", " MFamMed"]))
    out.append("Pr. No. %s    HPCSA %s" % (m("LICENSE", pracno), m("LICENSE", doc_hpcsa)))
    out.append(", ".join([m("STREET", c.new_street()), m("CITY", c.town), m("ZIP", c.new_postcode())]))
    out.append("Tel %s | Fax %s | %s" % (m("PHONE", c.phone("land")), m("FAX", c.phone("land")), m("EMAIL", c.email(None))))
    return out


def patient_block(c, scheme, layout):
    r = c.rng
    rows = [["Patient:", c.P(r.choice(["full", "LF_caps", "title_full"]))],
            ["ID no:", m("SSN", c.ID("said"))],
            ["DOB / Age:", c.D(c.dob) + " / " + c.A("bare")],
            ["Address:", c.addr1()],
            ["Cell:", m("PHONE", c.phone("mob"))],
            ["Medical aid:", m("ORGANIZATION", scheme) + "  no. " + m("HEALTHPLAN", c.ID("medaid")) + "  dep " + r.choice(["00", "01", "02", "03"])],
            ["File no:", m("MRN", c.ID("mrn"))]]
    if r.random() < 0.5:
        rows.append(["Main member:", c.nm(c.relative(r.choice(["husband", "wife", "father", "mother"])), "FAMILY", "full")
                     if r.random() < 0.5 else "self"])
    if r.random() < 0.4:
        rows.append(["Employer:", m("ORGANIZATION", c.employer())])
    if r.random() < 0.3:
        rows.append(["Email:", m("EMAIL", c.email(c.pt))])
    if layout == "table":
        return table([["Field", "Detail"]] + [[a[:-1], b] for a, b in rows])
    return aligned(rows)


def consult(c, pr, doc, terse):
    r = c.rng
    out = []
    d = c.today
    out.append("CONSULTATION %s %s" % (c.D(d), time(c)) if not terse else "%s %s consult" % (c.D(d), time(c)))
    job = c.profession()
    kin = c.relative()
    if terse:
        out.append("s: " + pr["s"].lower())
        out.append("   %s, %s. lives %s w/ %s %s" % (c.A("agesex"), job, m("CITY", c.town), kin.rel, c.nm(kin, "FAMILY", "lower_first")))
        out.append("o: " + vitals(c, style="terse") + ". " + pr["o"])
        out.append("a: " + pr["a"])
        out.append("p: " + "; ".join(x.lower() for x in pr["p"]))
    else:
        out.append("S: %s %s, works as %s. %s" % (c.A(r.choice(["year-old", "yo", "yrs"])), "male" if c.pt.sex == "M" else "female",
                                                  job, pr["s"]))
        if r.random() < 0.5:
            out.append("   Accompanied by %s %s." % (kin.rel, c.nm(kin, "FAMILY", "full")))
        out.append("   Chronic meds: " + ", ".join(medlist(c, r.randint(1, 4))) + ". Allergies: " + pick(c, ALLERGY))
        out.append("O: " + vitals(c, style=r.choice(["line", "slash"])))
        out.append("   " + pr["o"])
        out.append("A: " + pr["a"])
        out.append("P:")
        for x in pr["p"]:
            out.append("   - " + x)
    out.append("ICD-10: %s   Tariff: 0190   Invoice %s" % (pr["icd"], m("ACCOUNT", c.ID("acct"))))
    if r.random() < 0.5:
        out.append("Script sent to %s (%s)." % (m("HOSPITAL", c.hospital("pharm")), m("PHONE", c.phone("land"))))
    out.append("Signed: " + c.doc(doc, r.choice(["dr_last", "dr_fi"])))
    return out


def referral(c, pr, doc, hpcsa):
    r = c.rng
    out = []
    spec = c.person()
    hosp = c.hospital("hosp", town=c.new_town())
    title = r.choice(SPECIALISTS)
    out.append("REFERRAL LETTER")
    out.append("Date: " + c.D(c.today, r.choice(["d_month_y", "ymd_slash", "dmy"])))
    out.append("To: " + c.doc(spec, "dr_full") + ", " + title)
    out.append("    " + m("HOSPITAL", hosp) + ", " + m("CITY", c.new_town()))
    if r.random() < 0.5:
        out.append("    Fax " + m("FAX", c.phone("land")) + "  /  " + m("EMAIL", c.email(spec)))
    out.append("")
    out.append("Dear Colleague" if r.random() < 0.5 else "Dear " + c.doc(spec, "dr_last"))
    out.append("")
    out.append("Re: %s (ID %s), DOB %s" % (c.P(r.choice(["title_full", "full"])), m("SSN", c.ID("said")), c.D(c.dob)))
    out.append("")
    pro = "He" if c.pt.sex == "M" else "She"
    out.append("Thank you for seeing this %s patient of mine with %s. %s" % (c.A(r.choice(["year-old", "word"])), pr["a"].split(" (")[0].lower(),
                                                                                pr["s"]))
    out.append("%s has been attending this practice since %s. On examination today: %s" % (pro, c.D(c.ago(r.randint(700, 6000)), "year"), pr["o"]))
    out.append("Current medication: " + "; ".join(medlist(c, r.randint(2, 6))) + ".")
    out.append("Previous results: HbA1c %.1f%% (%s), creatinine %d umol/L (%s)." % (
        r.uniform(5.5, 11), c.D(c.ago(r.randint(30, 300)), r.choice(["mon_y", "ymd_slash", "dmy"])), r.randint(55, 190),
        c.D(c.ago(r.randint(30, 300)), r.choice(["mon_y", "ymd_slash", "dmy"]))))
    if r.random() < 0.4:
        out.append("%s was previously admitted to %s in %s." % (pro, m("HOSPITAL", c.hospital("hosp")), c.D(c.ago(r.randint(200, 3000)), "month_y")))
    out.append("I would appreciate your assessment and further management. %s can be contacted on %s." %
               (pro, m("PHONE", c.phone("mob"))))
    if r.random() < 0.4:
        out.append("Pre-authorisation number: %s" % m("IDNUM", "PA" + str(r.randint(1000000, 9999999))))
    out.append("")
    out.append("Kind regards")
    out.append(c.doc(doc, "dr_full"))
    out.append("MBChB, HPCSA " + m("LICENSE", hpcsa))
    return out


def sicknote(c, doc, hpcsa, pracno):
    r = c.rng
    out = ["MEDICAL CERTIFICATE (Basic Conditions of Employment Act, s23)"]
    out.append("I, %s, certify that I examined %s (ID %s) on %s." % (c.doc(doc, "dr_full"), c.P("full"), m("SSN", c.ID("said")),
                                                                   c.D(c.today, "d_month_y")))
    d1, d2 = c.today, c.ahead(r.randint(1, 5))
    out.append("In my opinion the patient is unfit for work from %s to %s inclusive." % (c.D(d1), c.D(d2)))
    out.append("Employer: %s" % m("ORGANIZATION", c.employer()))
    out.append("Nature of illness: %s" % r.choice(["as discussed with patient (confidential)", "acute illness", "medical condition"]))
    out.append("Pr. No. %s   HPCSA %s" % (m("LICENSE", pracno), m("LICENSE", hpcsa)))
    return out


def gen(rng, idx):
    c = Ctx(rng, "ZA", age_range=(16, 88))
    r = c.rng
    c.terse = r.random() < 0.3
    pr = r.choice(PROBS)
    lo, hi = PAGES.get(pr["k"], (18, 80))
    c.age = r.randint(lo, hi)
    c.dob = c.today - dt.timedelta(days=int(c.age * 365.25) + r.randint(1, 360))
    if pr["k"] == "preg":
        c.pt.sex = "F"
        c.pt.first = r.choice(["Nomvula", "Thandiwe", "Lerato", "Refilwe", "Palesa", "Annelie", "Chantelle", "Nosipho", "Karabo", "Naledi", "Riana"])
        c._ids.pop("said", None)
    prac = c.hospital("gp", town=c.town)
    doc = c.person()
    hpcsa = c.licence()
    pracno = c.licence("prac")
    scheme = r.choice(SCHEMES)
    out = []
    if r.random() < 0.3:
        out.append("Printed from practice system on %s by %s" % (c.D(c.today, "ymd_slash"), m("USERNAME", c.username(c.person()))))
        out.append("")
    out += header(c, prac, doc, hpcsa, pracno)
    out.append("")
    out.append(patient_block(c, scheme, r.choice(["aligned", "aligned", "table"])))
    out.append("")
    out.append("Chronic conditions: " + (", ".join(pick(c, ["Hypertension", "Type 2 diabetes", "HIV", "Asthma", "Hypothyroidism", "Epilepsy",
                                                             "Dyslipidaemia", "Osteoarthritis", "Gout"], r.randint(1, 3))) if r.random() < 0.8 else "none") +
               "   Allergies: " + pick(c, ALLERGY))
    out.append("Social: " + r.choice(["non-smoker, occasional alcohol", "smokes 5/day", "ex-smoker", "no alcohol"]) + "; " +
               r.choice(["lives with family", "lives alone", "lives with partner and 2 children", "stays with sister"]) + ".")
    if r.random() < 0.5:
        rows = [["Date", "BP", "Wt", "Glucose"]]
        for dd in sorted(r.sample(range(20, 400), 3), reverse=True):
            rows.append([c.D(c.ago(dd), r.choice(["ymd_slash", "dmy"])), "%d/%d" % (r.randint(110, 175), r.randint(65, 105)),
                         "%.1f" % r.uniform(50, 110), "%.1f" % r.uniform(4.5, 14)])
        out.append("Vitals trend:")
        out.append(table(rows))
    out.append("")
    kind = r.choice(["consult", "consult+ref", "ref", "consult+sick", "history"])
    if kind == "history":
        # several past consultations, most recent first
        out.append("CLINICAL NOTES (most recent first)")
        out.append("")
        out += consult(c, pr, doc, c.terse)
        for k in range(r.randint(2, 4)):
            pr2 = r.choice([p for p in PROBS if p["k"] != "preg" or c.pt.sex == "F"])
            d = c.ago(r.randint(30 * (k + 1), 90 * (k + 1)))
            out.append("")
            out.append("%s - %s - %s" % (c.D(d), c.doc(r.choice([doc, c.person()]), "dr_last"), pr2["a"]))
            out.append("  " + pr2["s"] + " " + pr2["o"].split(". ")[0] + ". Plan: " + pr2["p"][0].lower() + ".")
    if kind.startswith("consult"):
        out += consult(c, pr, doc, c.terse)
        out.append("")
        out.append("Previous visits:")
        for k in range(r.randint(1, 3)):
            pr2 = r.choice([p for p in PROBS if p["k"] != "preg" or c.pt.sex == "F"])
            d = c.ago(r.randint(30 * (k + 1), 90 * (k + 1)))
            out.append("  %s  %s  %s - %s" % (c.D(d), c.doc(r.choice([doc, c.person()]), "dr_last"), pr2["a"], pr2["p"][0].lower()))
    if r.random() < 0.7:
        out.append("")
        out.append("Results on file:")
        out.append(results_table(c))
    if r.random() < 0.6:
        out.append("")
        out.append("Chronic register / preventive:")
        out.append(immunisations(c, r.sample(["Influenza vaccine", "COVID-19 booster", "Pneumococcal (PCV13)", "Tetanus toxoid",
                                              "Pap smear", "Mammogram", "Eye screen (DR)", "Foot exam"], r.randint(2, 5))))
        out.append("  Repeat scripts: " + ", ".join(medlist(c, r.randint(2, 5))))
    if kind == "ref":
        out.append("Recent visits: " + "; ".join("%s (%s)" % (c.D(c.ago(r.randint(20, 400))), r.choice([p for p in PROBS if p["k"] != "preg"])["a"].split(" (")[0]) for _ in range(r.randint(2, 3))))
    if kind in ("consult+ref", "ref"):
        out.append("")
        out.append("-" * 40)
        out += referral(c, pr, doc, hpcsa)
    if kind == "consult+sick":
        out.append("")
        out += sicknote(c, doc, hpcsa, pracno)
    if r.random() < 0.4:
        out.append("")
        nok = c.relative()
        out.append("Emergency contact: %s (%s) %s" % (c.nm(nok, "FAMILY", "full"), nok.rel, m("PHONE", c.phone("mob"))))
    if r.random() < 0.3:
        out.append("Claim submitted to %s, ref %s, %s" % (m("ORGANIZATION", scheme), m("ACCOUNT", "CLM" + str(r.randint(10000000, 99999999))),
                                                          c.D(c.today, "iso")))
    return "\n".join(out), "gp_consultation_referral"
