"""Genres: late effects clinic letter, keyworker telephone log, clinical trial eligibility screen."""
import clin
import locales as L
import pools
from blocks import letterhead, patient_header, site_group, site_text
from core import Doc, addr_lines, audit, hhmm, org_for, pt_name, sign
from genres_a import staff_ref

D = L.add_days


TRAVEL = ["Spain", "Portugal", "Greece", "Thailand", "Fiji", "Indonesia", "France", "Italy", "Mexico", "Vietnam",
          "Croatia", "Morocco", "Canada", "the USA", "Singapore", "Malta"]
LE_SURG = {"knee": ["distal femoral replacement", "proximal tibial replacement", "above-knee amputation",
                    "rotationplasty", "non-invasive extendible DFR"],
           "hip": ["internal hemipelvectomy", "proximal femoral replacement", "wide excision"],
           "shoulder": ["proximal humeral replacement", "wide excision", "forequarter amputation"],
           "distal_upper": ["wide excision", "ray amputation", "distal radius resection"],
           "foot": ["wide excision", "below-knee amputation", "calcanectomy"],
           "thigh": ["wide excision", "wide excision and quadriceps resection", "above-knee amputation"],
           "axial": ["wide excision", "en bloc resection"]}


def _yrs_ago(d, years, rng):
    return D(d, -int(years * 365.25) - rng.randint(0, 200))


# ------------------------------------------------------------------ late effects letter
def late_effects(case):
    rng = case.rng
    d = Doc(case.us)
    t = case.tumour
    yrs = max(case.extra_years, 5)
    dx = _yrs_ago(case.date, yrs, rng)
    age_dx = case.age - yrs if case.age - yrs > 0 else 1
    reg = t["regimen"] or "AI"
    letterhead(d, case, rng.choice(["Late Effects Service", "Sarcoma Survivorship Clinic", "Long-term Follow-up "
                                    "Clinic (Teenage & Young Adult)", "Adult Late Effects Clinic"]), fax=True)
    lead = case.st("late")
    d.t("\nOur ref: ").p("DOCTOR", lead.fmt("initc")).t("/").p("DOCTOR", case.st("secretary").fmt("initlow")).t(
        "/").p("MRN", case.mrn).t("\n")
    dic = case.date
    d.f("Clinic date: {DATE:c}   Typed: {DATE:t}\n\n", c=case.ds(dic), t=case.ds(D(dic, rng.randint(2, 12))))
    g = case.st("gp")
    d.t((g.title or "Dr") + " ").p("DOCTOR", g.fmt(rng.choice(["full", "fi_l"]))).t("\n").p(
        "HOSPITAL", case.gp_practice).t("\n")
    addr_lines(d, case, case.gp_addr, sep="\n")
    d.t("\n\nDear " + (g.title or "Dr") + " ")
    d.p("DOCTOR", g.last).t(",\n\n")
    d.t("Re: ")
    pt_name(d, case, rng.choice(["full", "fml", "LF"]))
    d.f("   DOB {DATE:b}   {lab} {MRN:m}", b=case.ds(case.dob), lab=rng.choice(["Hosp No", "MRN", "UR"]),
        m=case.mrn)
    if case.natnum:
        d.f("   {l} {MRN:n}", l=case.natnum[0], n=case.natnum[1])
    d.t("\n")
    addr_lines(d, case, case.addr, sep=", ")
    d.t("\n\n" + rng.choice(["Diagnosis and treatment summary:\n", "SUMMARY\n", "Diagnoses:\n"]))
    d.f("- {nm}, {site}, diagnosed {DATE:dx} aged {AGE:a}", nm=t["name"][0].upper() + t["name"][1:],
        site=site_text(case), dx=case.ds(dx, rng.choice(["month_year", "mon_year", "year"])), a=age_dx)
    d.t(rng.choice([" (localised)", " (lung metastases at diagnosis)", "", " (Enneking IIB)"]) + "\n")
    c_end = D(dx, rng.randint(150, 320))
    d.f("- Chemotherapy: {r} x {n}, completed {DATE:ce}; cumulative doxorubicin {dox} mg/m2{extra}\n",
        r=clin.REGIMEN_NAME.get(reg, reg), n=clin.N_CYCLES.get(reg, 6), ce=case.ds(c_end, rng.choice(
            ["month_year", "mon_year", "year"])), dox=rng.choice([300, 375, 405, 450]), extra=rng.choice(
            [", cisplatin 480 mg/m2"] if reg in ("MAP", "AP") else [", ifosfamide 60 g/m2", ", cyclophosphamide "
                                                                   "8.4 g/m2", ""]))
    sy = D(dx, rng.randint(70, 120))
    d.f("- Surgery: {p} ", p=rng.choice(LE_SURG[site_group(case)]))
    d.p("DATE", case.ds(sy, rng.choice(["year", "month_year"]))).t(" (")
    staff_ref(d, case, "surgeon", rng.choice(["l", "fi_l"]))
    d.t(", ").p("HOSPITAL", case.centre).t(")")
    if rng.random() < 0.5:
        rv = D(sy, rng.randint(900, 2500))
        if rv < case.date:
            d.f("; revision for {why} ", why=rng.choice(["aseptic loosening", "bushing wear", "periprosthetic "
                                                                                             "fracture",
                                                          "deep infection (two-stage)"]))
            d.p("DATE", case.ds(rv, "year"))
    d.t("\n")
    d.f("- Radiotherapy: {rt}\n- Relapse: {rl}\n\n", rt=rng.choice(["none", "none", "50.4 Gy in 28# to primary",
                                                                  "whole lung 15 Gy"]),
        rl=rng.choice(["none", "none", "isolated lung metastasis, metastasectomy", "none"]))
    op = rng.random()
    d.t("I saw " if op < 0.4 else "I reviewed " if op < 0.7 else "")
    d.p("PATIENT", case.pt.fmt(rng.choice(["f", "nick"])) if rng.random() < 0.6 else case.pt.fmt("full"))
    d.t(rng.choice([" in the late effects clinic today", " today"]) if op < 0.7 else " attended for annual review")
    if rng.random() < 0.5:
        f = case.fam(rng.randint(0, 1))
        d.f(", accompanied by {his} {rel} ", his=case.his(), rel=f.rel)
        d.p("FAMILY", f.fmt(rng.choice(["f", "full"])))
    d.t(". " + case.he().capitalize() + " is now ")
    d.p("AGE", str(case.age))
    if case.age < 23:
        d.t(" and is " + ("an " if case.prof[0] in "aeiou" else "a ")).p("PROF", case.prof)
        if rng.random() < 0.6:
            d.t(" at ").p("ORG", case.employer)
    elif case.retired:
        d.t(", a retired ").p("PROF", case.prof)
    else:
        d.t(" and works as " + ("an " if case.prof[0] in "aeiou" else "a ")).p("PROF", case.prof)
        if rng.random() < 0.5:
            d.t(" at ").p("ORG", case.employer)
    d.t(". " + rng.choice(["Generally well.", "Reports fatigue but managing.", "Has had a good year.",
                           "Recently moved house.", "Back to sport."] if case.age < 23 else
                          ["Generally well.", "Reports fatigue but working full-time.", "Has had a good year.",
                           "Recently moved back home.", "Recently engaged."]))
    if rng.random() < 0.25:
        d.t(" Spent six months working in ").p("COUNTRY", rng.choice(TRAVEL)).t(" last year; ")
        d.t(rng.choice(["travel insurance was difficult to obtain.", "no health problems abroad."]))
    if rng.random() < 0.3:
        d.t(" Moved to ").p("CITY", L.town(rng, case.c)).t(" in ").p("DATE", case.ds(D(case.date, -rng.randint(60, 400)),
                                                                                     "month_year")).t(".")
    d.t("\n\nLate effects review:\n")
    items = []
    items.append(("Cardiac", "Echo %s LVEF %d%%, GLS -%d%%%s." % ("{D1}", rng.randint(46, 64), rng.randint(14, 21),
                                                                rng.choice(["; stable", "; cardio-oncology review, "
                                                                            "ramipril 1.25 mg started",
                                                                            "; BNP normal"]))))
    drugs = [x[0] for x in clin.REGIMENS.get(reg, [])]
    items.append(("Hearing", rng.choice(["Bilateral high-frequency SNHL; hearing aids since {Y1}.",
                                         "Tinnitus only; audiology review arranged.", "Brock grade 2 loss, stable."]
                                        if "cisplatin" in drugs else ["Audiogram normal.", "No hearing concerns."])))
    items.append(("Renal", "eGFR %d, phosphate %.2f mmol/L%s." % (rng.randint(55, 118), rng.uniform(0.6, 1.2),
                                                               rng.choice(["", " - ifosfamide tubulopathy, on "
                                                                               "phosphate supplements",
                                                                           "; BP 128/76"] if "ifosfamide" in drugs
                                                                          else ["", "; BP 128/76",
                                                                                "; urine ACR normal"]))))
    if case.sex == "M":
        items.append(("Fertility", rng.choice(["Testicular tissue cryopreserved {D2} (pre-pubertal); puberty "
                                               "progressing, Tanner 4." if age_dx < 13 else
                                               "Sperm banked {D2} before chemotherapy; semen analysis today "
                                               "shows oligospermia.", "Testosterone 14.2 nmol/L, LH 9.8, FSH 18.4 "
                                               "- Leydig cell function preserved.", "Azoospermic; stored samples "
                                               "remain available."])))
    else:
        items.append(("Fertility", rng.choice(["AMH %.1f pmol/L; regular cycles. Oocytes stored {D2}." %
                                               rng.uniform(0.5, 18), "Premature ovarian insufficiency on HRT.",
                                               "G1P1 - spontaneous pregnancy, uneventful, 39+2 weeks."])))
    grp = site_group(case)
    items.append(("Musculoskeletal", rng.choice(["Mild scoliosis at resection level; physio exercises.",
                                                 "Back pain at end of day; no red flags.", "No concerns."]
                                                if grp == "axial" else
                                                ["No pain; X-rays satisfactory, no loosening.",
                                                 "Mild clunking; bushing wear on X-ray - for review with surgeon.",
                                                 "Walking 5 km without aids.", "LLD 1.5 cm, shoe raise."])))
    items.append(("Psychosocial", rng.choice(["Low mood last winter, GP-led CBT helpful.", "Fear of recurrence "
                                              "discussed; HADS A8 D4.", "Good support network.",
                                              "Financial strain; referred to social work."])))
    if rng.random() < 0.4:
        items.append(("Second cancers", "Cumulative anthracycline/alkylator exposure discussed; skin and breast "
                                        "awareness. " + rng.choice(["Annual whole-body MRI (Li-Fraumeni).",
                                                                     "Breast MRI from age 25 not indicated (no "
                                                                     "chest RT).", "No screening beyond routine."])))
    for i, (k, v) in enumerate(items):
        d.f("{i}. {k}: ", i=i + 1, k=k)
        parts = v.replace("{D1}", "\x00D1\x00").replace("{Y1}", "\x00Y1\x00").replace("{D2}", "\x00D2\x00").split(
            "\x00")
        for piece in parts:
            if piece == "D1":
                d.p("DATE", case.ds(D(case.date, -rng.randint(5, 40))))
            elif piece == "Y1":
                d.p("DATE", case.ds(D(dx, rng.randint(400, 1500)), "year"))
            elif piece == "D2":
                d.p("DATE", case.ds(D(dx, rng.randint(3, 14)), rng.choice(["month_year", None])))
            elif piece:
                d.t(piece)
        d.t("\n")
    d.f("\nExamination: BP {bp}, HR {hr}, BMI {bmi}. {ex}\n", bp=rng.choice(["118/72", "132/84", "124/70", "141/88"]),
        hr=rng.randint(58, 92), bmi="%.1f" % rng.uniform(19, 33), ex=rng.choice(
            ["Scar well healed.", "Chest clear, no murmur.", "Thyroid not palpable.",
             "Mild quads wasting; knee flexion 0-100." if grp in ("knee", "thigh") else "Scar supple."]))
    d.t("\nPlan:\n")
    d.f("- Repeat echo and bloods (lipids, HbA1c, renal, bone profile) in {n} months\n", n=rng.choice([12, 12, 24]))
    d.f("- {x}\n", x=rng.choice(["Annual flu vaccine advised", "Dental review 6-monthly (previous cisplatin)",
                                "DEXA scan requested (low BMD risk)", "Refer to fertility clinic (review of stored samples)"]))
    d.f("- Survivorship care plan updated; copy available via {URL:u}\n", u=L.url(rng, "portal"))
    d.f("- Next review: {DATE:n}\n\n", n=case.ds(D(case.date, rng.choice([182, 365, 365, 730])), rng.choice(
        ["month_year", None])))
    d.t("Yours sincerely,\n\n\n")
    sign(d, case, "late", with_lic=rng.random() < 0.4, with_contact=rng.random() < 0.5)
    d.t("\n\ncc: ")
    pt_name(d, case, "full")
    d.t(", ")
    addr_lines(d, case, case.addr, sep=", ")
    d.t("\n    ")
    staff_ref(d, case, "surgeon", "fi_l")
    d.t(", " + case.st("surgeon").job + ", ").p("HOSPITAL", case.centre).t("\n")
    if rng.random() < 0.6:
        d.t("\nDictated but not read. ").p("DOCTOR", lead.fmt("initc")).t("/").p("DOCTOR", case.st("secretary").fmt(
            "initlow")).t("\n")
    return d


# ------------------------------------------------------------------ keyworker telephone log
def _log_entry(d, case, when, rng, i):
    kw = case.st("keyworker")
    style = rng.choice(["wk_long", "wk_dm", None, None]) if case.c != "US" else rng.choice(
        ["wk_long_us", "wk_md", None])
    d.p("DATE", case.ds(when, style)).f(" {tm}  ", tm=hhmm(rng, 8, 18))
    kinds = ["pain", "wound", "appt", "results", "benefits", "parking", "psych", "video", "voicemail"]
    if case.tumour["regimen"] and case.tumour["key"] not in ("desmoid", "gctb"):
        kinds += ["fever", "meds", "fever"]
    kind = rng.choice(kinds)
    direction = "IN" if kind in ("fever", "pain", "wound", "benefits", "parking", "meds") else "OUT"
    d.t(direction + " - ")
    if direction == "IN" and rng.random() < 0.55:
        f = case.fam(rng.randint(0, 1))
        d.f("call from {rel} ", rel=f.rel)
        d.p("FAMILY", f.fmt(rng.choice(["f", "full"])))
        d.f(" on {PHONE:p}", p=f.phone)
    elif direction == "IN":
        d.t("call from patient on ").p("PHONE", rng.choice([case.phone_mob, case.phone_home]))
    else:
        d.t("call to patient")
        if rng.random() < 0.4:
            d.t(" (").p("PHONE", case.phone_mob).t(")")
    d.t(".\n    ")
    if kind == "fever":
        if rng.random() < 0.35:
            d.t("Back from a family visit to ").p("COUNTRY", case.birth_country if rng.random() < 0.6 else rng.choice(
                TRAVEL)).t(" last week. ")
        d.f("Temp {tmp} at home, day {dd} post cycle {c}. {sx} Advised attend ", tmp="%.1f" % rng.uniform(37.9, 39.6),
            dd=rng.randint(7, 12), c=case.cycle, sx=rng.choice(["Rigors after line flush.", "Feels shivery.",
                                                                       "No focus.", "Sore throat."]))
        d.p("HOSPITAL", rng.choice([case.local_hosp, case.centre])).t(" ED now - neutropenic sepsis pathway. Rang ahead; "
                                                                    "spoke to ")
        d.t("Dr ").p("DOCTOR", case.st("registrar").fmt(rng.choice(["full", "l"]))).t(".")
    elif kind == "pain":
        d.f("Pain {p}/10 at operation site, worse at night. Taking {a}. Advised {b}; GP ", p=rng.randint(4, 8),
            a=rng.choice(clin.PAIN), b=rng.choice(["regular paracetamol + ibuprofen", "increase oxycodone IR to "
                                                                                    "5 mg 4-hourly PRN",
                                                   "ice/elevation"]))
        d.p("DOCTOR", case.st("gp").fmt(rng.choice(["fi_l", "l"]))).t(" informed. Will review in clinic.")
    elif kind == "wound":
        d.t("Wound ooze day 12; photo sent to keyworker inbox (")
        d.p("EMAIL", L.team_email(rng, rng.choice(["sarcoma.cns", "sarcoma.keyworkers", "bonetumour.nurses"])))
        d.t("). Looks superficial. District nurse to dress alternate days; swab taken.")
    elif kind == "appt":
        if rng.random() < 0.35:
            hol = rng.choice(["Christmas", "Christmas Eve", "New Year's Day", "Easter", "Boxing Day"] if case.c in (
                "GB", "IE", "AU", "NZ", "ZA") else ["Thanksgiving", "Christmas", "New Year's Day"])
            d.t("Asks if treatment can avoid ").p("DATE", hol).t(" - family gathering. ")
        d.t("Clinic moved to ").p("DATE", case.ds(D(when, rng.randint(3, 14)))).f(" {tm} with ", tm=hhmm(rng, 9, 16))
        staff_ref(d, case, "surgeon", "l")
        d.t(rng.choice([". Patient agreeable; letter to follow.", ". Pt agreable, letter to follow."]))
    elif kind == "results":
        d.f("{what}. Informed patient as agreed with ", what=rng.choice(
            ["CT chest: no new nodules", "MRI: no local recurrence", "Histology: clear margins (R0)",
             "Bloods normal"]))
        staff_ref(d, case, "oncologist", "l")
        d.t(". Reassured.")
    elif kind == "benefits":
        d.t("Asking re sick pay and letter for employer (").p("ORG", case.employer if case.age >= 23 else
                                                                org_for(rng, case.c, pools.ORG_EMPLOYERS)).t("). ")
        d.t("Letter done; referred to ").p("ORG", org_for(rng, case.c, pools.ORG_SUPPORT)).t(" for grant support.")
    elif kind == "parking":
        d.f("Requested parking permit for treatment days. Car reg {VEH:v}. Permit posted to home address.",
            v=L.plate(rng, case.c))
    elif kind == "psych":
        d.t("Low mood, not sleeping. No risk concerns. Referred to clinical psychology (")
        staff_ref(d, case, "psych", "full")
        d.t("); info on ").p("URL", L.url(rng, "support")).t(" given.")
    elif kind == "video":
        d.t("Video review link sent by SMS: ").p("URL", L.url(rng, "video")).t(". Patient joined; connection logged "
                                                                              "from ").p("IP", L.ip(rng)).t(".")
    elif kind == "voicemail":
        d.t("No answer. Voicemail left asking to ring back on ").p("PHONE", kw.ext if rng.random() < 0.5 else
                                                                    L.phone(rng, case.c))
        if rng.random() < 0.5:
            d.t("; will try again ").p("DATE", L.WEEKDAYS[D(when, rng.randint(1, 3)).weekday()])
        d.t(".")
    else:
        d.f("Query re {m}. Checked with pharmacist ", m=rng.choice(["ondansetron dose", "whether to take "
                                                                    "dexamethasone with food", "co-trimoxazole days",
                                                                    "mouthwash"]))
        staff_ref(d, case, "pharmacist", "fi_l", title=False)
        d.t("; advised accordingly.")
    d.t("  ").p("DOCTOR", kw.fmt(rng.choice(["initc", "init", "fi_l"]))).t("\n")


def keyworker_log(case):
    rng = case.rng
    d = Doc(case.us)
    kw = case.st("keyworker")
    d.t(rng.choice(["KEYWORKER TELEPHONE LOG\n", "Sarcoma CNS telephone contact record\n",
                    "NURSE NAVIGATOR CALL LOG\n" if case.us else "CNS / Keyworker contact log\n"]))
    d.p("HOSPITAL", case.centre).t(" - Sarcoma Service\n\n")
    patient_header(d, case, rng.choice(["banner", "kv"]), phone=True, addr=rng.random() < 0.6)
    d.t("Keyworker: ").p("DOCTOR", kw.fmt("full")).f(", {j}  Direct line {PHONE:p}", j=kw.job,
                                                      p=L.phone(rng, case.c))
    if rng.random() < 0.6:
        d.f("  Email {EMAIL:e}", e=kw.email)
    d.f("\nDiagnosis: {nm}, {site}. Consultant: ", nm=case.tumour["short"], site=site_text(case, True))
    staff_ref(d, case, "surgeon" if rng.random() < 0.5 else "oncologist", rng.choice(["full", "fi_l"]))
    d.t("\n")
    if rng.random() < 0.6:
        f = case.fam(0)
        d.f("Preferred contact: {who} {FAM:n} {PHONE:p}\n", who=f.rel, n=f.fmt("full"), p=f.phone)
    d.t("\n")
    n = rng.randint(4, 7)
    when = D(case.date, -rng.randint(20, 60))
    for i in range(n):
        when = D(when, rng.randint(1, 12))
        _log_entry(d, case, when, rng, i)
    d.t("\n")
    if rng.random() < 0.6:
        audit(d, case, "keyworker", when, verb=rng.choice(["Last updated by", "Record updated by"]))
    return d


# ------------------------------------------------------------------ trial eligibility
TRIALS = [("SARC-FLEX", "randomised phase II of maintenance therapy after first-line chemotherapy in high-grade STS",
           "ISRCTN40718265"),
          ("OSTEO-BOOST", "phase II add-on multikinase inhibitor in relapsed osteosarcoma", "NCT05518204"),
          ("REGAIN-STS", "phase III hypofractionated vs conventional pre-operative radiotherapy",
           "EudraCT 2021-004417-32"),
          ("EWING-RISE", "phase I/II novel agent plus irinotecan/temozolomide in relapsed Ewing sarcoma",
           "NCT04893320"),
          ("CHONDRO-IDH", "phase II IDH1 inhibitor in unresectable chondrosarcoma", "ACTRN12622000815763"),
          ("LIMB-QOL", "observational study of function and quality of life after endoprosthetic reconstruction",
           "ISRCTN88120437")]


TRIAL_FIT = {"SARC-FLEX": ("ups", "mlps", "synovial", "lms", "mfs", "mpnst", "epith", "ddlps"),
             "OSTEO-BOOST": ("osteo", "osteo_old"), "REGAIN-STS": ("ups", "mlps", "synovial", "mfs", "mpnst", "lms"),
             "EWING-RISE": ("ewing",), "CHONDRO-IDH": ("chondro", "dd_chondro"),
             "LIMB-QOL": ("osteo", "ewing", "chondro", "gctb", "ups", "synovial", "rms", "desmoid", "alt", "angio",
                          "epith", "dd_chondro", "osteo_old", "mfs", "lms", "mlps", "mpnst", "ddlps")}


def trial_screen(case):
    rng = case.rng
    d = Doc(case.us)
    k = case.tumour["key"]
    fit = [x for x in TRIALS if k in TRIAL_FIT[x[0]]] or [TRIALS[-1]]
    tr, desc, regno = rng.choice(fit)
    sd = case.date
    d.t(rng.choice(["CLINICAL TRIAL ELIGIBILITY SCREENING FORM\n", "Trial Eligibility Checklist\n",
                    "RESEARCH - SCREENING & ELIGIBILITY\n"]))
    d.f("Study: {tr} - {desc}\nProtocol v{v}.{w}, {dt}; {reg}\n", tr=tr, desc=desc, v=rng.randint(1, 6),
        w=rng.randint(0, 3), dt={"GB": "MHRA/REC approved", "US": "IRB approved", "AU": "HREC approved",
                                 "NZ": "HDEC approved", "CA": "REB approved", "IE": "NREC-CT approved",
                                 "ZA": "SAHPRA/HREC approved"}[case.c], reg=regno)
    d.t("Site: ").p("HOSPITAL", case.centre).t("   PI: ")
    staff_ref(d, case, "oncologist" if case.age >= 19 else "paed_onc", rng.choice(["full", "fi_l"]))
    d.f("\nScreening no.: {ID:s}   Date screened: {DATE:d}\n\n", s="%s-S%s" % (tr.split("-")[0][:4],
                                                                             L.digits(rng, 4)), d=case.ds(sd))
    if rng.random() < 0.5:
        d.t("Patient initials: ").p("PATIENT", case.pt.fmt(rng.choice(["init", "initc"])))
        d.f("   Year of birth: {DATE:y}   Age: {AGE:a}   Sex: {s}\n", y=case.ds(case.dob, "year"), a=case.age,
            s=case.sex)
        d.f("Hospital no. (site file only): {MRN:m}\n", m=case.mrn)
    else:
        patient_header(d, case, rng.choice(["banner", "kv"]), phone=False, addr=False)
    d.t("Referred by: ")
    staff_ref(d, case, "surgeon" if rng.random() < 0.4 else "registrar", "fi_l")
    d.f("   MDT date: {DATE:m}\n", m=case.ds(D(sd, -rng.randint(2, 20))))
    d.t("\nINCLUSION CRITERIA                                         Y/N   Evidence\n")
    hd = D(sd, -rng.randint(15, 60))
    lab_d = D(sd, -rng.randint(0, 6))
    eligible = rng.random() < 0.65
    fail_k = None if eligible else rng.choice(["ct", "labs", "echo", "anthra", "decl"])
    yn = lambda k: "N" if fail_k == k else "Y"  # noqa: E731
    crit = [("1. Histologically confirmed %s" % case.tumour["short"], "Y", ("hist", hd)),
            ("2. Age >= %d years" % rng.choice([12, 16, 18] if case.age >= 18 else [12]), "Y", ("dob", None)),
            ("3. Measurable disease (RECIST 1.1)", yn("ct"), ("ct", D(sd, -rng.randint(3, 25)))),
            ("4. ECOG PS 0-1 / Lansky >= 70", "Y", ("text", rng.choice(["Lansky 80", "Lansky 90"] if case.age < 16
                                                                        else ["ECOG 1", "ECOG 0"]))),
            ("5. Adequate marrow/renal/hepatic function", yn("labs"), ("labs", lab_d)),
            ("6. LVEF >= 50%", yn("echo"), ("echo", D(sd, -rng.randint(5, 40)))),
            ("7. Willing to use contraception", "Y", ("text", "discussed"))]
    for label, yn_, (kind, dd) in crit:
        d.f("{l:<58} {yn}     ", l=label, yn=yn_)
        if kind == "hist":
            d.f("histology {ID:h}, {DATE:d}", h="%s%s-%s" % (rng.choice(["S", "H"]), dd.year % 100, L.digits(rng, 5)),
                d=case.ds(dd))
        elif kind == "dob":
            d.f("age {AGE:a}", a=case.age)
        elif kind == "ct":
            d.f("CT {DATE:d}: {x}", d=case.ds(dd), x="no measurable lesion (post-resection)" if fail_k == "ct" else
                "target lesion %d mm" % rng.randint(12, 88))
        elif kind == "labs":
            d.f("bloods {DATE:d}: {l}", d=case.ds(dd), l="Neut 1.1 (below threshold)" if fail_k == "labs" else
                clin.lab_line(rng, ["Neut", "Plt", "Bili", "ALT", "Creat"], case.us, units=False))
        elif kind == "echo":
            d.f("echo {DATE:d}: LVEF {ef}%", d=case.ds(dd), ef=rng.randint(50, 68) if fail_k != "echo" else 46)
        else:
            d.t(dd)
        d.t("\n")
    d.t("\nEXCLUSION CRITERIA                                         Y/N   Evidence\n")
    ex = [("1. Prior anthracycline > 300 mg/m2", "anthra", "cumulative 450 mg/m2" if fail_k == "anthra" else
           rng.choice(["cumulative 225 mg/m2", "none", "cumulative 150 mg/m2"])),
          ("2. Active HBV/HCV/HIV", "sero", D(sd, -rng.randint(1, 20))),
          ("3. Pregnant or breastfeeding", "hcg" if case.sex == "F" else "na", D(sd, -rng.randint(0, 3))),
          ("4. QTcF > 470 ms", "text", "ECG QTcF %d ms" % rng.randint(380, 468)),
          ("5. Uncontrolled brain metastases", "text", "none known"),
          ("6. Other malignancy within 3 years", "text", rng.choice(["none", "BCC excised - permitted"]))]
    for label, kind, v in ex:
        d.f("{l:<58} {yn}     ", l=label, yn="N/A" if kind == "na" else ("Y" if kind == fail_k else "N"))
        if kind == "sero":
            d.t("serology ").p("DATE", case.ds(v)).t(" negative")
        elif kind == "hcg":
            d.t("serum beta-hCG ").p("DATE", case.ds(v)).t(" <2 IU/L")
        elif kind == "na":
            d.t("male")
        else:
            d.t(v)
        d.t("\n")
    d.t("\nOUTCOME: ")
    if eligible:
        cons = D(sd, rng.randint(0, 7))
        d.f("ELIGIBLE\nPIS v{v} given {DATE:p}; consent signed {DATE:c} with ", v="%d.%d" % (rng.randint(1, 5),
                                                                                             rng.randint(0, 3)),
            p=case.ds(D(sd, -rng.randint(1, 14))), c=case.ds(cons))
        staff_ref(d, case, "research", "full", title=False)
        if case.child:
            f = case.fam(0)
            d.f("; parental consent: {rel} ", rel=f.rel)
            d.p("FAMILY", f.fmt("full"))
            d.t("; patient assent obtained")
        d.f(".\nParticipant ID: {ID:p}   Randomisation no.: {ID:r}   Allocation: {arm}\n",
            p="%s-%s-%s" % (tr.split("-")[0][:5], case.c, L.digits(rng, 4)), r="R" + L.digits(rng, 6),
            arm=rng.choice(["Arm A (standard)", "Arm B (experimental)", "single arm", "blinded"]))
        if rng.random() < 0.4:
            d.f("Sample kit for translational bloods: {ID:k}\n", k="TK-" + L.digits(rng, 7))
        d.t("GP letter sent to ")
        staff_ref(d, case, "gp", "fi_l")
        d.t(", ").p("HOSPITAL", case.gp_practice).t(".\n")
    else:
        d.f("NOT ELIGIBLE - {why}. Logged as screen failure. Patient informed by ", why={
            "ct": "no measurable disease", "labs": "neutrophils 1.1 (below threshold)", "echo": "LVEF 46%",
            "decl": "declined - travel distance", "anthra": "prior anthracycline dose exceeded"}[fail_k])
        staff_ref(d, case, "research", "f", title=False)
        d.t(".\n")
    if rng.random() < 0.5:
        d.t("Travel reimbursement via ").p("ORG", org_for(rng, case.c, pools.ORG_SUPPORT)).t(".\n")
    d.t("\nCompleted by: ")
    staff_ref(d, case, "research", "full", title=False)
    d.f(", {j}   {PHONE:p}\n", j=case.st("research").job, p=case.st("research").ext)
    d.t("Eligibility confirmed by PI: ")
    staff_ref(d, case, "oncologist" if case.age >= 19 else "paed_onc", "fi_l")
    d.f(" {DATE:d}\n", d=case.ds(D(sd, rng.randint(0, 3))))
    d.f("eCRF entry: user {USER:u}, {DATE:d} {tm}, workstation {IP:ip}\n", u=case.st("research").user,
        d=case.ds(D(sd, rng.randint(0, 5))), tm=hhmm(rng), ip=L.ip(rng))
    return d


GENRES = [
    ("late_effects_clinic_letter", late_effects, False, {"extra": (5, 22)}),
    ("keyworker_telephone_log", keyworker_log, False),
    ("clinical_trial_eligibility_screen", trial_screen, False),
]
