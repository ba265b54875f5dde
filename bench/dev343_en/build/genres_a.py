"""Genres: pulmonary rehab referral, baseline assessment, exercise class register."""
import core
import blocks as B
from core import N, S, age_phrase

LF = core.LF

ICD = [("J44.9", "COPD, unspecified"), ("J44.1", "COPD with acute exacerbation"), ("J43.9", "Emphysema, unspecified"),
       ("J47.9", "Bronchiectasis"), ("J84.112", "Idiopathic pulmonary fibrosis"), ("J44.0", "COPD with acute lower respiratory infection")]
GOALS = ["walk to the shops without stopping", "get back to bowls", "walk the dog round the block", "manage the stairs at home",
         "do my own gardening again", "go on holiday", "keep up with the grandchildren", "get to church", "go fishing again",
         "be less frightened when I get breathless", "carry the shopping from the car", "dance at my granddaughter's wedding"]


def _cardiac_screen(nb, r):
    items = ["Unstable angina", "MI in last 6 weeks", "Uncontrolled HTN (>180/100)", "Severe aortic stenosis",
             "AAA > 5.5 cm", "Uncontrolled arrhythmia", "Locomotor problem preventing exercise", "Severe cognitive impairment"]
    nb.t("Exclusion screen: ")
    for i, it in enumerate(r.sample(items, r.randint(4, 7))):
        nb.t(("" if i == 0 else "; ") + it + " " + r.choice(["[N]", "- No", "N", "[ ]"]))
    nb.t("\n")


def referral(c):
    nb = core.NB(c)
    r = c.rng
    k = c.k
    ref = c.d0
    if c.country in ("US", "CA"):
        nb.s(c.hosp, "HOSPITAL")
        nb.t(r.choice([" - Cardiopulmonary Rehabilitation", " Pulmonary Rehabilitation Program", " | Outpatient Pulmonary Rehab"]) + "\n")
        nb.t("PULMONARY REHABILITATION REFERRAL / ORDER\n")
        nb.w("Please fax completed referral to {f|FAX} or call {p|PHONE} with questions.\n\n", f=c.svc_fax, p=c.svc_ph)
        nb.w("Date of referral: {d|DATE}\n", d=c.loc.date(ref))
        nb.w("Patient name: {n}    DOB: {d|DATE}    Age: {a|AGE}    Sex: {s}\n", n=N(c.pt, "PATIENT", r.choice(["LFM", "LF", "full"])),
             d=c.loc.date(c.dob), a=str(c.age), s=c.sex_letter())
        nb.w("MRN: {m|MRN}", m=c.mrn)
        if c.ssn and r.random() < 0.8:
            nb.w("    SSN: {s|SSN}", s=c.ssn)
        nb.t("\nAddress: ")
        nb.addr(c.addr)
        nb.w("\nHome phone: {h|PHONE}    Cell: {m|PHONE}\n", h=c.ph_home, m=c.ph_mob)
        if c.hp:
            ins = r.choice(core.PP.INSURERS[c.country])
            if c.hp[0].startswith("Medicare"):
                nb.w("Primary insurance: Medicare Part B   MBI: {v|HEALTHPLAN}\n", v=c.hp[1])
                if r.random() < 0.5:
                    nb.w("Secondary: {i|ORGANIZATION}   ID {v|HEALTHPLAN}\n", i=ins, v=c.loc.healthplan()[1])
            else:
                nb.w("Insurance: {i|ORGANIZATION}   {l}: {v|HEALTHPLAN}   Group #: {g|HEALTHPLAN}\n", i=ins, l=c.hp[0], v=c.hp[1], g=c.loc.group_no())
        B.nok_line(nb, c)
        code = r.choice(ICD[:3] if k["dx"].startswith("COPD") or k["dx"] == "chronic bronchitis" else ICD[3:])
        nb.t("\nDiagnosis (ICD-10): %s %s\n" % code)
        nb.t("Order: Pulmonary rehabilitation, %s sessions, %s/week. %s\n" % (r.choice(["36", "24", "up to 36", "18"]), r.choice(["2", "3", "2-3"]),
                                                                          r.choice(["Exercise + education per program protocol.", "CPT G0424.", "Include 6MWT and O2 titration.", ""])))
        nb.w("Most recent PFT ({d|DATE}): FEV1 {f} L ({p}% pred), FVC {v} L, FEV1/FVC {rt}", d=c.loc.date(c.dd(-r.randint(20, 300))),
             f=k["fev1"], p=k["fev1pct"], v=k["fvc"], rt=k["ratio"])
        nb.t(r.choice([", DLCO %d%% pred\n" % r.randint(28, 70), "\n"]))
        nb.t("mMRC %d   CAT %d   Exacerbations past 12 mo: %d (hospitalized x%d)\n" % (max(0, k["mrc"] - 1), k["cat"], k["exac"], k["adm"]))
        if k["ltot"]:
            nb.t("Home O2: %s L/min NC continuous, %s L/min with exertion\n" % (k["o2_flow"], k["o2_amb"]))
        else:
            nb.t("Home O2: none. Resting SpO2 %d%% RA.\n" % k["spo2"])
        nb.t("Comorbidities: %s\nMedications: %s\n" % (", ".join(k["comorb"]), "; ".join(k["meds"])))
        _cardiac_screen(nb, r)
        nb.t("\nReason for referral: ")
        nb.t(r.choice(["Progressive dyspnea on exertion despite maximal inhaled therapy. ", "Recent hospitalization for AECOPD; post-discharge rehab requested. ",
                       "Deconditioning after prolonged admission. ", "Pre-op optimization prior to possible LVRS evaluation. "]))
        if r.random() < 0.5:
            nb.w("Pt wants to {g} before trip to see family in {co|COUNTRY} in {m|DATE}.\n", g=r.choice(GOALS[:6]), co=c.abroad,
                 m=core.LF.MONTHS[(c.d0.month + r.randint(2, 6)) % 12])
        else:
            nb.t("\n")
        doc = c.staff["consultant"] if r.random() < 0.5 else c.gp
        nb.w("\nOrdering provider: {n}, {cr}   {l}: {v|LICENSE}\n", n=N(doc, "DOCTOR", "drf"), cr=doc.cred or "MD", l=doc.lic[0].rstrip("#: "), v=doc.lic[1])
        nb.w("Practice: {p|HOSPITAL}   Ph {ph|PHONE}   Fax {fx|FAX}\n", p=c.gp_prac if doc is c.gp else c.hosp, ph=doc.phone, fx=c.gp_fax)
        nb.w("Signature on file. Date/Time: {d|DATE} {t}\n", d=c.loc.date(ref), t=B.tm(c))
        if r.random() < 0.5:
            B.audit_footer(nb, c)
        return nb
    # ----- UK / IE / AU / NZ / ZA / SG form
    nb.t(r.choice(["PULMONARY REHABILITATION REFERRAL FORM", "Referral to Pulmonary Rehabilitation", "PULMONARY REHAB REFERRAL",
                   "Community Respiratory Service - Pulmonary Rehabilitation Referral"]) + "\n")
    nb.w("To: Pulmonary Rehabilitation Team, {h|HOSPITAL}\n", h=c.hosp)
    nb.w("Email referrals to {e|EMAIL} or fax {f|FAX}\n\n", e=c.svc_email, f=c.svc_fax)
    nb.w("Date of referral: {d|DATE}", d=c.loc.date(ref))
    if c.country == "UK" and r.random() < 0.6:
        nb.w("    e-RS UBRN: {u|IDNUM}", u=c.loc.ubrn())
    elif r.random() < 0.5:
        nb.w("    Referral ref: {u|IDNUM}", u=c.loc.idnum("ref"))
    nb.t("\nUrgency: %s\n\n" % r.choice(["Routine", "Post-exacerbation (please see within 4 weeks of discharge)", "Soon", "Routine - stable"]))
    nb.t("PATIENT DETAILS\n")
    B.pt_header(nb, c)
    B.nok_line(nb, c)
    nb.t("Interpreter required: ")
    if r.random() < 0.15:
        nb.t("Yes - %s\n" % c.lang)
    else:
        nb.t("No\n")
    nb.t("Transport: %s\n\n" % r.choice(["Own transport", "Relies on family", "Requires hospital transport", "Taxi - would need help with costs", "Public transport (bus pass)"]))
    nb.t("REFERRER\n")
    who = r.random()
    if who < 0.55:
        nb.w("Name: {n}    Role: {ro}\nPractice: {p|HOSPITAL}\n", n=N(c.gp, "DOCTOR", r.choice(["drf", "full"])), ro=B.core.role_title(r, "gp", c.country), p=c.gp_prac)
        nb.t("Address: ")
        nb.addr(c.gp_addr)
        nb.w("\nTel: {t|PHONE}   Fax: {f|FAX}\n", t=c.gp_ph, f=c.gp_fax)
    else:
        s = c.staff["nurse"] if who < 0.8 else c.staff["consultant"]
        nb.w("Name: {n}    Role: {ro}\nBase: {h|HOSPITAL}\nTel: {t|PHONE}   Email: {e|EMAIL}\n", n=N(s, "DOCTOR", "drf" if s.title_word else "full"),
             ro=s.role_title, h=c.hosp2, t=s.phone, e=s.email)
        B.gp_line(nb, c)
    nb.t("\nCLINICAL DETAILS\n")
    nb.t("Primary diagnosis: %s%s\n" % (k["dx"], " (GOLD %d)" % k["gold"] if "COPD" in k["dx"] else ""))
    nb.w("Spirometry confirmed: Yes, {d|DATE} - FEV1 {f}L ({p}% predicted), FVC {v}L, FEV1/FVC {rt} post-BD\n",
         d=c.loc.month_year(c.dd(-r.randint(40, 900))), f=k["fev1"], p=k["fev1pct"], v=k["fvc"], rt=k["ratio"])
    nb.t("MRC dyspnoea scale: %d    CAT score: %s\n" % (k["mrc"], str(k["cat"]) if r.random() < 0.7 else "not done"))
    nb.t("Exacerbations in last 12 months: %d" % k["exac"])
    if k["adm"]:
        nb.w(" (admitted x{n}, most recently {h|HOSPITAL} {d|DATE})", n=k["adm"], h=c.hosp2 if r.random() < 0.6 else c.hosp, d=c.loc.month_year(c.dd(-r.randint(10, 60))))
    nb.t("\n")
    if k["ltot"]:
        nb.t("Oxygen: LTOT %s L/min %s hrs/day via concentrator; ambulatory %s L/min\n" % (k["o2_flow"], r.choice(["15", "16", "16+", "24"]), k["o2_amb"]))
    else:
        nb.t("Oxygen: Nil. SpO2 %d%% on air at rest.\n" % k["spo2"])
    sm = {"ex": "Ex-smoker (%d pack-years)" % k["py"], "current": "Current smoker - %d/day" % k["cigs"], "never": "Never smoked"}[k["smoke"]]
    nb.t("Smoking status: %s\n" % sm)
    nb.t("Co-morbidities: %s\n" % ", ".join(k["comorb"]))
    nb.t("Medication:\n" + "".join("  - %s\n" % m for m in k["meds"]))
    _cardiac_screen(nb, r)
    nb.t("\nReason for referral / patient goals:\n")
    he = c.he_she()
    nb.t(r.choice(["Increasingly breathless on exertion, ", "MRC %d despite optimised inhalers, " % k["mrc"], "Recent exacerbation with admission, ",
                   "Struggling with stairs and shopping, "]))
    nb.t("%s is motivated and would like to %s. " % (he, r.choice(GOALS)))
    if r.random() < 0.5:
        ev = r.choice(["a family wedding", "a christening", "a ruby wedding party", "a reunion"])
        nb.w("Wishes to be fit enough for {e} in {m|DATE}. ", e=ev, m=core.LF.MONTHS[(c.d0.month + r.randint(1, 5)) % 12])
    if r.random() < 0.4:
        nb.w("Previously completed PR at {h|HOSPITAL} in {y|DATE}. ", h=c.hosp2, y=str(c.d0.year - r.randint(2, 6)))
    if r.random() < 0.3:
        nb.w("Has been off work from {e|ORGANIZATION} since {d|DATE}. ", e=c.employer, d=c.loc.month_year(c.dd(-r.randint(30, 200))))
    nb.t("\n\nPatient aware of and consents to referral: %s\n" % r.choice(["Yes", "Yes - verbal", "Y"]))
    signer = c.gp if who < 0.55 else c.staff["nurse"]
    nb.w("Referrer signature: {n}    Date: {d|DATE}\n", n=N(signer, "DOCTOR", r.choice(["il", "full", "ini"])), d=c.loc.date(ref))
    if r.random() < 0.6:
        nb.w("{l} {v|LICENSE}\n", l=signer.lic[0] + ":", v=signer.lic[1])
    if r.random() < 0.35:
        B.audit_footer(nb, c)
    return nb


def _measure_table(nb, c, post=False):
    r = c.rng
    k = c.k
    rows = []
    rows.append(("ISWT", "%d m (level %d), SpO2 %d%% -> %d%%, HR %d -> %d, Borg B %s F %s" % (
        k["iswt"], k["iswt_levels"], k["spo2"], k["spo2_min"], k["hr"], k["hr_max"], k["borg_d"], k["borg_f"])))
    if r.random() < 0.5:
        rows.append(("ESWT", "%d s at %d%% of VO2 peak (level %d)" % (r.randint(90, 600), r.choice([75, 80, 85]), r.randint(2, 9))))
    if r.random() < 0.5 or c.country in ("US", "CA", "AU"):
        ft = int(k["6mwt"] * 3.28)
        rows.append(("6MWT", ("%d m" % k["6mwt"]) + (" (%d ft)" % ft if c.country == "US" else "") + ", 1 rest, nadir SpO2 %d%%" % k["spo2_min"]))
    rows.append(("1-min STS" if r.random() < 0.6 else "30s STS", "%d reps" % k["sts"]))
    if r.random() < 0.5:
        rows.append(("TUG", "%s s" % k["tug"]))
    if r.random() < 0.5:
        rows.append(("Grip (dom)", "%d kg" % k["grip"]))
    rows.append(("CAT", str(k["cat"])))
    rows.append(("MRC" if c.country != "US" else "mMRC", str(k["mrc"] if c.country != "US" else k["mrc"] - 1)))
    rows.append(("HADS", "A %d / D %d" % (k["hads_a"], k["hads_d"])))
    if r.random() < 0.6:
        rows.append(("CRQ-SAS", "D %s F %s E %s M %s" % tuple(k["crq"])))
    w = max(len(a) for a, _ in rows) + 2
    nb.t("Test".ljust(w) + "| Result\n" + "-" * (w + 30) + "\n")
    for a, b in rows:
        nb.t(a.ljust(w) + "| " + b + "\n")


def baseline(c):
    nb = core.NB(c)
    r = c.rng
    k = c.k
    ad = LF.weekday(c.dd(r.randint(10, 45)))
    nb.t(r.choice(["PULMONARY REHABILITATION - INITIAL ASSESSMENT", "PR Baseline Assessment", "Pulmonary Rehab Assessment (pre-programme)",
                   "INITIAL PR ASSESSMENT"]) + "\n")
    phys = c.staff["physio"] if c.country not in ("US", "CA") or r.random() < 0.5 else c.staff["rt"]
    nb.w("Date: {d|DATE}   Location: {h|HOSPITAL}", d=c.loc.date(ad), h=c.hosp if r.random() < 0.6 else c.gp_prac)
    if r.random() < 0.4:
        nb.w(", room {rm|LOCATION_OTHER}", rm=r.choice(["2", "14", "G07", "B12", "3A", "1.04"]))
    nb.w("\nAssessor: {n}, {ro}\n", n=N(phys, "DOCTOR", "full"), ro=phys.role_title)
    B.pt_header(nb, c, full=r.random() < 0.5)
    nb.w("Referred by {g} on {d|DATE}.\n\n", g=N(c.gp, "DOCTOR", "dr"), d=c.loc.date(c.d0))
    nb.t("HPC: ")
    age_phrase(nb, c.age, r, c.sex_letter())
    nb.t(" %s with %s (FEV1 %sL, %d%% pred). " % ("man" if c.pt.sex == "m" else "woman", k["dx"], k["fev1"], k["fev1pct"]))
    nb.t(r.choice(["SOBOE walking %d yards on the flat, " % r.choice([50, 100, 200, 300]), "Breathless after one flight of stairs, ",
                   "Stops to rest walking to the end of the road, ", "Breathless dressing, "]))
    nb.t(r.choice(["productive cough with white/grey sputum, worse in mornings. ", "cough mostly dry. ", "occasional green sputum in winter. "]))
    nb.t("%d exacerbations in past 12/12" % k["exac"])
    if k["exac"]:
        nb.w(", last over {d|DATE} treated with pred 30mg 5/7 + {ab}", d=r.choice(["Christmas", "Easter", c.loc.month_year(c.dd(-r.randint(20, 120)))]),
             ab=r.choice(["doxycycline", "amoxicillin", "clarithromycin"]))
    nb.t(". ")
    if r.random() < 0.3:
        nb.t("This is %s %s referral to PR. " % (c.his_her(), r.choice(["2nd", "3rd", "first"])))
    if k["adm"]:
        nb.w("Admitted to {h|HOSPITAL} ({w|HOSPITAL}) {d|DATE} for {n} days", h=c.hosp2, w=c.ward, d=c.loc.date(c.dd(-r.randint(30, 200))), n=r.randint(2, 12))
        nb.t(r.choice([", required NIV. ", ", no NIV. ", ". "]))
    nb.t("\nPMH: %s\n" % "; ".join(k["comorb"]))
    nb.t("DH: %s\n" % "; ".join(k["meds"]))
    nb.t("Inhaler technique: %s\n" % r.choice(["good", "poor - not exhaling before DPI, re-taught", "good with spacer", "fast inhalation with MDI - In-Check flow 90 L/min, retrained to 30-60"]))
    nb.t("SH: ")
    B.social(nb, c)
    nb.t("\n\nObs: SpO2 %d%% %s, HR %d, BP %s, RR %d, BMI %s (wt %s kg)\n\n" % (k["spo2"], "on %s L O2" % k["o2_flow"] if k["ltot"] else "RA", k["hr"], k["bp"], k["rr"], k["bmi"], k["wt"]))
    nb.t("Outcome measures (practice walk done):\n")
    _measure_table(nb, c)
    if k["spo2_min"] < 88:
        nb.t("\nDesaturated to %d%% during ISWT - %s\n" % (k["spo2_min"], r.choice(["recovered in 2 min on rest.", "ambulatory O2 assessment requested.",
                                                                                  "will use pulse oximeter during class, stop at <85%."])))
    nb.t("\nGoals (patient's words):\n")
    for g in r.sample(GOALS, r.randint(1, 3)):
        nb.t('  - "I want to %s"\n' % g)
    if r.random() < 0.35:
        nb.w('  - "Go to {co|COUNTRY} to see my sister"\n', co=c.abroad)
    nb.t("\nPlan: ")
    start = LF.weekday(c.dd(r.randint(50, 80)))
    days = r.choice([["Mon/Wed", "Mon & Thu"], ["Tue/Thu", "Tuesday and Friday"], ["Wed/Fri", "Wednesday"], ["Thursday", "Thu/Mon"], ["Fri/Tue", "Friday"]][start.weekday()])
    nb.w("Enrolled on {dy} class at {v|LOCATION_OTHER}, starting {s|DATE} at {t}. ", dy=days, v=c.venue, s=c.loc.date_wd(start), t=B.tm(c))
    if r.random() < 0.45:
        org = core.site_name(r, c.country, "transport", c.loc)
        nb.w("Transport booked with {o|ORGANIZATION}. ", o=org)
    if r.random() < 0.3:
        nb.w("Parking permit issued for vehicle {v|VEHICLE}. ", v=c.loc.vehicle())
    if r.random() < 0.3:
        x = r.choice(["fingerprint", "palm-vein"])
        nb.w("Leisure centre access set up ({x} ID {b|BIOID}). ", x=x, b=c.loc.bioid("palm" if x == "palm-vein" else x))
    nb.t(r.choice(["Education programme leaflet given. ", "Home exercise booklet issued. ", "Referred to smoking cessation. ",
                   "Dietitian referral - low BMI. ", "HADS elevated - discussed, signposted to talking therapies. "]))
    nb.t("\n")
    B.signoff(nb, c, phys, d=ad)
    if r.random() < 0.3:
        B.audit_footer(nb, c, phys, ad)
    return nb


ATT = [("P", 14), ("A", 2), ("DNA", 2), ("C", 1)]
ROW_NOTES = ["progressed to %dkg" % 2, "up to cycle level 4", "walked 6 min continuous", "knee pain - modified squats",
             "needed 2 rests on treadmill", "good session", "anxious today", "HR irregular - checked, settled", "", "", "",
             "forgot reliever - spare not available, sent home to fetch", "SpO2 dropped to 86%, rest 2 min", "added step-ups",
             "chest infection - advised GP", "reduced weights", "Borg 5 on stairs", "sit-to-stand x15"]


def other_id(c):
    if c.nat:
        return c.loc.national(c.dd(-c.rng.randint(18000, 32000)))[1]
    return c.loc.mrn()


def register(c):
    nb = core.NB(c)
    r = c.rng
    cd = LF.weekday(c.dd(r.randint(60, 110)))
    nb.t(r.choice(["PULMONARY REHABILITATION - EXERCISE CLASS REGISTER", "PR Class Register", "Exercise Class Attendance & Obs Sheet",
                   "PULM REHAB GROUP - ATTENDANCE"]) + "\n")
    nb.w("Venue: {v|LOCATION_OTHER}", v=c.venue)
    if r.random() < 0.5:
        nb.w(" ({x} {rm|LOCATION_OTHER})", x=r.choice(["Studio", "Room", "Hall", "Gym"]), rm=r.choice(["2", "B", "1", "3", "A", "4"]))
    nb.w("   Service: {h|HOSPITAL}\n", h=c.hosp)
    tot = c.k["sessions"]
    nb.w("Date: {d|DATE}   Time: {t1}-{t2}   Session {n} of {tot}\n", d=c.loc.date_wd(cd) if r.random() < 0.5 else c.loc.date(cd),
         t1="10:00" if r.random() < 0.5 else "13:30", t2="12:00" if r.random() < 0.5 else "15:00", n=r.randint(2, tot), tot=tot)
    staff = [c.staff["physio"], c.staff["assistant"]] + ([c.staff["nurse"]] if r.random() < 0.5 else [])
    nb.t("Staff: ")
    for i, s in enumerate(staff):
        if i:
            nb.t(", ")
        nb.name(s, "DOCTOR", r.choice(["full", "fi", "il"]))
        nb.t(" (%s)" % r.choice(["lead", s.role_title]) if i == 0 else " (%s)" % s.role_title)
    nb.t("\n")
    if r.random() < 0.5:
        org = core.site_name(r, c.country, "transport", c.loc)
        drv = core.make_person(r, c.country)
        nb.w("Transport: {o|ORGANIZATION} minibus {v|VEHICLE}, driver {d}\n", o=org, v=c.loc.vehicle(), d=N(drv, "FAMILY", r.choice(["f", "full"])))
    if r.random() < 0.45:
        nb.w("Oximeters: {m} SN {s|DEVICE}, SN {s2|DEVICE}\n", m=r.choice(["Nonin 9590", "Masimo MightySat", "Contec CMS50D", "Nonin Onyx Vantage"]),
             s=c.loc.device_serial("oxi"), s2=c.loc.device_serial("oxi"))
    nb.t("\n")
    n = r.randint(7, 14)
    us_ids = c.country in ("US", "CA")
    hdr = ["#", "Name", "ID", "Att", "SpO2 pre", "HR pre", "Borg post", "SpO2 min", "Notes"]
    if r.random() < 0.3:
        hdr.insert(3, "Age")
    nb.t(" | ".join(hdr) + "\n")
    style = r.choice(["LF", "lf", "full", "tl"])
    main_row = r.randint(0, n - 1)
    names = []
    for i in range(n):
        p = c.pt if i == main_row else core.make_person(r, c.country)
        names.append(p)
        pid = (c.nat[1] if c.nat and i == main_row else c.mrn if i == main_row else other_id(c))
        att = core.LF.wpick(r, ATT)
        nb.t("%d | " % (i + 1))
        nb.name(p, "PATIENT", style)
        nb.w(" | {id|MRN} | ", id=pid)
        if "Age" in hdr:
            nb.w("{a|AGE} | ", a=str(r.randint(52, 91) if i != main_row else c.age))
        if att == "P":
            s0 = r.randint(88, 98)
            nb.t("%s | %d | %d | %s | %d | %s\n" % (att, s0, r.randint(62, 108), r.choice(["2", "3", "3", "4", "4", "5", "6"]), s0 - r.randint(1, 9),
                                                   r.choice(ROW_NOTES)))
        else:
            why = {"A": r.choice(["apologies - hospital appt", "apologies - unwell", "phoned in, GP appt"]), "DNA": r.choice(["no contact", "tried phone x2", "DNA - letter"]),
                   "C": r.choice(["completed programme", "discharged - admitted", "withdrew"])}[att]
            nb.t("%s | - | - | - | - | %s\n" % (att, why))
    nb.t("\nComments:\n")
    for j in r.sample(range(n), min(n, r.randint(1, 3))):
        p = names[j]
        v = r.randint(0, 4)
        if v == 0:
            nb.w("- {n} desaturated to {s}% on the bike, rested, recovered in {m} min. No O2 needed.\n", n=N(p, "PATIENT", "tl"), s=r.randint(80, 86), m=r.randint(1, 4))
        elif v == 1:
            fam = core.make_person(r, c.country)
            nb.w("- {rel} of {n} ({f}) rang {ph|PHONE}: admitted to {h|HOSPITAL} yesterday. Place held.\n", rel=r.choice(["Daughter", "Wife", "Husband", "Son"]),
                 n=N(p, "PATIENT", "tl"), f=N(fam, "FAMILY", "f"), ph=c.loc.phone("mobile"), h=c.hosp2)
        elif v == 2:
            nb.w("- {n} progressed to ESWT-based walking 8 min; Borg 4. Aim 10 min next week.\n", n=N(p, "PATIENT", r.choice(["f", "tl", "ini"])))
        elif v == 3:
            nb.w("- {n} asked re: flying to {co|COUNTRY} in {m|DATE} - advised hypoxic challenge test via {h|HOSPITAL}.\n", n=N(p, "PATIENT", "tl"),
                 co=r.choice(core.PP.COUNTRIES_ABROAD), m=core.LF.MONTHS[(cd.month + r.randint(1, 4)) % 12], h=c.hosp)
        else:
            nb.w("- {n} BP {bp} pre-ex, within limits (<180/100). Continued.\n", n=N(p, "PATIENT", "tl"), bp="%d/%d" % (r.randint(140, 178), r.randint(70, 98)))
    nb.t("\nIncidents: %s\n" % r.choice(["None", "Nil", "Nil - Datix not required", "None reported"]))
    nb.t("Completed by: ")
    nb.name(c.staff["assistant"], "DOCTOR", r.choice(["full", "ini", "fi"]))
    nb.w("  {t}\n", t=B.tm(c))
    return nb
