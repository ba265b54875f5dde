"""Genres: eligibility telephone assessment, lung health check record,
shared decision-making visit (own genre)."""
import datetime as dt

import pools as P
import ids as I
import clin as K
from core import (Doc, pick, chance, nm, doc_pieces, addr_pieces, ftime, plus,
                  workday, fdate, venue, room, phone, quit_service, person, words,
                  org)
from ids import plate, bioid
from ctx import Ctx, patient_header, age_phrase, COUNTRY_NAME


def _smoking_block(d, cx, qa=False):
    rng = cx.rng
    if qa:
        d.t("Q: Do you smoke now, or have you smoked in the past?\n")
        d.t("A: %s\n" % ("Still smoking - " + pick(rng, ["about %d a day" % cx.cpd, "%d roll-ups a day" % cx.cpd,
                                                            "a pack a day" if cx.cpd == 20 else "%d/day" % cx.cpd])
                         if cx.current else "Ex-smoker"))
        d.f("Q: How old were you when you started?\nA: {AGE}\n", str(cx.start_age))
        if not cx.current:
            d.f("Q: When did you stop?\nA: {DATE}", str(cx.quit_year))
            d.t(pick(rng, ["", " (cold turkey)", " - after a chest infection", " with patches from the chemist"]) + "\n")
    else:
        d.t("Smoking status: %s\n" % ("Current smoker" if cx.current else "Ex-smoker"))
        d.f("Age started: {AGE}   Cigs/day: {=}   Years smoked: {=}\n", str(cx.start_age), cx.cpd, cx.years)
        if not cx.current:
            k = rng.randrange(3)
            if k == 0:
                d.f("Quit date: {DATE}\n", fdate(rng, dt.date(cx.quit_year, rng.randrange(1, 13), 1), cx.c, "month"))
            elif k == 1:
                d.f("Quit: {DATE}\n", str(cx.quit_year))
            else:
                d.f("Stopped over {DATE}\n", "%s %d" % (pick(rng, P.HOLIDAYS[cx.c]), cx.quit_year))
    d.t("Pack-years: %.1f\n" % cx.pky)


def _occupation(d, cx, lead="Occupation"):
    rng = cx.rng
    y1 = cx.dob.year + rng.randrange(16, 25)
    y2 = y1 + rng.randrange(4, 30)
    k = rng.randrange(4)
    if cx.employer is None and k in (0, 2):
        k = 1
    if k == 0:
        d.f("%s: retired {PROFESSION} ({ORGANIZATION}, {DATE}-{DATE})\n" % lead, cx.job, cx.employer, str(y1), str(y2))
    elif k == 1:
        d.f("%s: {PROFESSION}, still working part-time\n" % lead, cx.job)
    elif k == 2:
        d.f("%s: worked as a {PROFESSION} at {ORGANIZATION} for %d years\n" % (lead, y2 - y1), cx.job, cx.employer)
    elif chance(rng, 0.5):
        d.f("%s: former {PROFESSION}; spouse was a {PROFESSION}\n" % lead, cx.job, pick(rng, P.PROFESSIONS))
    else:
        d.f("%s: {PROFESSION}; also worked in {COUNTRY} ({DATE}-{DATE}) on building sites\n" % lead, cx.job,
            pick(rng, P.COUNTRIES_BORN), str(y1), str(y1 + rng.randrange(2, 8)))
    d.t("Asbestos exposure: %s\n" % pick(rng, ["Yes - lagging/insulation", "Possible", "No", "Not known", "Yes (shipyard)"]))


def _risk_block(d, cx):
    rng, c = cx.rng, cx.c
    if c == "UK":
        d.t("PLCOm2012 6-yr risk: %.2f%% (threshold >= 1.51%%)\n" % cx.plco)
        d.t("LLPv2 5-yr risk: %.1f%% (threshold >= 2.5%%)\n" % cx.llp)
        ok = cx.plco >= 1.51 or cx.llp >= 2.5
    elif c == "US":
        ok = cx.pky >= 20 and 50 <= cx.age <= 80
        d.t("USPSTF 2021 criteria: age 50-80 [%s]  >= 20 pack-years [%s]  current or quit < 15 yrs [%s]\n"
            % ("x" if 50 <= cx.age <= 80 else " ", "x" if cx.pky >= 20 else " ", "x"))
        d.t("CMS coverage criteria reviewed (NCD 210.14)\n")
    elif c == "CA":
        d.t("PLCOm2012 6-year risk: %.2f%% (eligible if >= 2.0%%)\n" % cx.plco)
        ok = cx.plco >= 2.0
    else:
        ok = cx.pky >= 30 and 50 <= cx.age <= 70
        d.t("Eligibility: age 50-70, >= 30 pack-years, current or quit within 10 yrs -> %s\n" % ("met" if ok else "not met"))
    return ok


def tel_assess(rng, c):
    cx = Ctx(rng, c)
    d = Doc()
    h = cx.clin(pick(rng, ["nurse", "admin"]))
    ttl = {"UK": ["TARGETED LUNG HEALTH CHECK - TELEPHONE RISK ASSESSMENT", "Lung Health Check: Telephone Triage Record",
                  "TLHC telephone assessment"],
           "US": ["LUNG CANCER SCREENING - ELIGIBILITY PHONE SCREEN", "LCS Intake Call Note"],
           "CA": ["Lung Screening Program - Telephone Eligibility Assessment", "LSP intake call"],
           "AU": ["Lung Cancer Screening - Eligibility Phone Assessment", "LCS eligibility call"]}[c]
    d.t(pick(rng, ttl) + "\n")
    d.f("{HOSPITAL}", cx.site)
    d.t(" | " + cx.prog + "\n")
    d.t("=" * rng.randrange(30, 60) + "\n")
    d.f("Date of call: {DATE}   Time: {=}\n", cx.d(cx.today), ftime(rng))
    d.t("Call handler: ")
    d.pc(doc_pieces(rng, h, pick(rng, ["full_cred", "full", "init_last"])))
    d.t(" (%s)\n" % h["job"])
    if chance(rng, 0.5):
        d.f("Logged in as: {USERNAME}\n", h["user"])
    d.t(pick(rng, ["Call type: outbound (invitation list)\n", "Call type: inbound - booking line\n",
                   "Call type: outbound, attempt %d of 3\n" % rng.randrange(1, 4)]))
    d.t("\n")
    patient_header(d, cx, pick(rng, ["fields", "fields", "line", "caps"]))
    d.f("{=}: {HOSPITAL}", {"UK": "Registered GP", "US": "PCP", "CA": "Family physician", "AU": "Usual GP"}[c], cx.gp_prac)
    if chance(rng, 0.6):
        d.t(" (")
        d.pc(doc_pieces(rng, cx.gp, "title_last"))
        d.t(")")
    d.t("\n\nIDENTITY\n")
    k = rng.randrange(4)
    if k == 0:
        d.t("Identity confirmed: full name, date of birth and %s.\n" % ("postcode" if c in ("UK", "AU") else "ZIP code" if c == "US" else "postal code"))
    elif k == 1:
        d.f("Caller verified by voice biometrics (voiceprint ref {BIOID}); DOB confirmed.\n", bioid(rng))
    elif k == 2:
        d.f("Spoke with {=} {FAMILY} with patient's verbal consent; patient then came to phone and confirmed DOB {DATE}.\n",
            cx.nok_rel, nm(rng, cx.nok, pick(rng, ["first", "full"])), cx.dob_s())
    else:
        d.f("ID: name + DOB + first line of address ({STREET}) confirmed.\n", cx.addr["street"])
    if chance(rng, 0.4):
        d.f("Preferred contact number: {PHONE}; ok to leave voicemail.\n", cx.mob)
    if chance(rng, 0.25):
        d.f("Email for appointment reminders: {EMAIL}\n", cx.email)
    d.t("\nSMOKING HISTORY\n")
    _smoking_block(d, cx, qa=chance(rng, 0.35))
    d.t("\nRISK FACTORS\n")
    d.t("Self-reported height %d cm, weight %d kg\n" % (rng.randrange(150, 190), rng.randrange(50, 115)))
    d.f("Education: left school at {AGE}\n", str(pick(rng, [15, 16, 16, 17, 18])))
    d.t("COPD/emphysema diagnosis: %s\n" % pick(rng, ["Yes", "No", "No", "Not sure - uses blue inhaler"]))
    d.t("Personal history of cancer: %s\n" % pick(rng, ["None", "None", "Basal cell carcinoma (excised)", "Prostate ca - treated"]))
    k = rng.randrange(4)
    if k == 0:
        d.f("Family history: father had lung cancer, died aged {AGE}\n", str(rng.randrange(52, 84)))
    elif k == 1:
        fam = person(rng, "M" if chance(rng, 0.5) else "F")
        d.f("Family history: {=} {FAMILY} diagnosed with lung cancer at {AGE}\n",
            pick(rng, ["brother", "sister", "mother"]), nm(rng, fam, "first"), str(rng.randrange(48, 80)))
    elif k == 2:
        d.t("Family history: none known\n")
    else:
        d.f("FHx: mother - mesothelioma ({DATE})\n", str(cx.dob.year + rng.randrange(20, 40)))
    _occupation(d, cx)
    if chance(rng, 0.3):
        d.f("Country of birth: {COUNTRY}; moved here in {DATE}\n", pick(rng, P.COUNTRIES_BORN),
            str(cx.dob.year + rng.randrange(5, 30)))
    d.t("\nRED FLAGS\n")
    if chance(rng, 0.75):
        d.t("Denies %s, %s or %s.\n" % tuple(rng.sample(K.SYMPTOMS[:6], 3)))
    else:
        sym = pick(rng, K.SYMPTOMS[:4])
        d.t("Reports %s. Advised to contact GP today for urgent assessment (suspected cancer pathway); GP practice informed by phone.\n" % sym)
    d.t("\nRISK CALCULATION\n")
    ok = _risk_block(d, cx)
    d.t("\nOUTCOME\n")
    appt = workday(plus(cx.today, rng.randrange(5, 40)))
    if ok or chance(rng, 0.3):
        if c == "UK":
            v = venue(rng, c, cx.site_town)
            d.f("Eligible. Booked face-to-face Lung Health Check {DATE} at {=} on the mobile unit, {*}, {CITY}.\n",
                cx.d(appt, pick(rng, ["full", "short"])), ftime(rng), v, cx.site_town)
            if chance(rng, 0.45):
                d.f("Patient will drive; car reg {VEHICLE} added to the car park permit list.\n", plate(rng, c))
        elif c == "US":
            pr = cx.clin("gp", 1)
            d.f("Eligible. SDM visit scheduled {DATE} with ", cx.d(appt))
            d.pc(doc_pieces(rng, pr, "title_full"))
            d.f("; LDCT to follow at {HOSPITAL}.\n", cx.site)
            d.t("Insurance verified: ")
            d.f("{ORGANIZATION} member {HEALTHPLAN}\n", pick(rng, P.INSURERS["US"]), I.healthplan(rng, c, "member"))
        else:
            d.f("Eligible. Baseline LDCT booked {DATE} {=} at {HOSPITAL}, {*}.\n",
                cx.d(appt), ftime(rng), cx.site, room(rng))
        d.t(pick(rng, ["Confirmation letter and leaflet to be posted.\n", "Confirmation sent by SMS.\n",
                       "Reminder call 48 h prior.\n"]))
    else:
        d.t("Not eligible at this time (risk below threshold). Smoking cessation support offered. GP informed; will be re-invited at next round.\n")
    if cx.current:
        d.t("%s %s\n" % ("VBA given." if c == "UK" else "Brief cessation advice given (Ask-Advise-Refer).",
                          pick(rng, ["Accepted referral to stop smoking service.", "Declined referral today - 'not ready'.",
                                     "Interested in varenicline - %s to prescribe." % cx.gpword, "Already using vape daily."])))
    if chance(rng, 0.3):
        d.f("Note: hard of hearing - calls via {=} {FAMILY} on {PHONE}.\n", cx.nok_rel, nm(rng, cx.nok, "first"), cx.nok_tel)
    d.t("\n")
    if chance(rng, 0.6):
        d.f("Entered by {USERNAME} {DATE} {=}\n", h["user"], cx.d(cx.today, pick(rng, ["full", "short"])), ftime(rng))
    else:
        d.t("Signed: ")
        d.pc(doc_pieces(rng, h, "init_last"))
        d.t("\n")
    return d


def lhc_record(rng, c):
    cx = Ctx(rng, c)
    d = Doc()
    n = cx.clin("nurse")
    d.t(pick(rng, ["LUNG HEALTH CHECK - ASSESSMENT RECORD", "Lung Health Check (face-to-face)",
                   "Lung health check consultation", "LHC ASSESSMENT"]) + "\n")
    mobile = chance(rng, 0.55)
    if mobile:
        v = venue(rng, c, cx.site_town)
        d.f("Location: mobile unit, {*}, {CITY}", v, cx.site_town)
        if chance(rng, 0.5):
            d.f(" (unit reg {VEHICLE})", plate(rng, c))
        d.t("\n")
    else:
        d.f("Location: {HOSPITAL}, Respiratory Outpatients, {*}\n", cx.site, room(rng))
    h0 = rng.randrange(8, 16)
    m0 = pick(rng, [0, 15, 30, 45])
    d.f("Date: {DATE}   Start {=}  End {=}\n", cx.d(cx.today), ftime(rng, h0, m0), ftime(rng, h0 + (m0 + 40) // 60, (m0 + 40) % 60))
    d.t("Clinician: ")
    d.pc(doc_pieces(rng, n, pick(rng, ["full_cred", "full"])))
    d.t(", %s\n\n" % n["job"])
    patient_header(d, cx, pick(rng, ["fields", "table", "caps"]))
    d.f("GP: {HOSPITAL}\n", cx.gp_prac)
    if chance(rng, 0.5):
        d.f("Accompanied by {=} ({FAMILY})\n", cx.nok_rel, nm(rng, cx.nok, pick(rng, ["first", "full"])))
    d.t("\nConsent: verbal consent for assessment; written consent for LDCT obtained. Leaflet v%d.%d given.\n"
        % (rng.randrange(1, 5), rng.randrange(0, 9)))
    d.t("\nSMOKING\n")
    _smoking_block(d, cx)
    co = rng.randrange(12, 42) if cx.current else rng.randrange(1, 6)
    d.f("Exhaled CO: %d ppm (%s, SN {DEVICE})\n" % (co, pick(rng, P.CO_MONITORS)), I.device_sn(rng))
    v = K.vitals(rng)
    d.t("\nOBSERVATIONS\n")
    if chance(rng, 0.5):
        d.t("BP %s mmHg | HR %d bpm | SpO2 %d%% RA | RR %d\n" % (v["bp"], v["hr"], v["spo2"], v["rr"]))
        d.t("Height %d cm | Weight %.1f kg | BMI %.1f kg/m2\n" % (v["ht"], v["wt"], v["bmi"]))
    else:
        d.t("%-12s %s\n%-12s %d\n%-12s %d%%\n%-12s %.1f\n" % ("BP", v["bp"], "Pulse", v["hr"], "SpO2", v["spo2"], "BMI", v["bmi"]))
    s = K.spiro(rng)
    d.t("\nSPIROMETRY\n")
    d.f("Device: %s, serial {DEVICE}; calibration checked with 3 L syringe.\n" % pick(rng, P.SPIROMETERS), I.device_sn(rng))
    d.t("FEV1 %.2f L (%d%% pred)  FVC %.2f L  FEV1/FVC %.2f  Quality grade %s\n" % (s["fev1"], s["pp"], s["fvc"], s["ratio"], s["grade"]))
    d.t("Interpretation: %s\n" % ("obstructive pattern, %s (GLI-2012 LLN used)" % s["gold"] if s["ratio"] < 0.7 else "no obstruction"))
    d.t("MRC dyspnoea %d/5   CAT score %d\n" % (rng.randrange(1, 5), rng.randrange(2, 28)))
    d.t("\nPMH: %s\n" % ", ".join(rng.sample(P.COMORBID, rng.randrange(1, 4))))
    if chance(rng, 0.4):
        d.f("Previous MI {DATE} - stented at {HOSPITAL}\n", fdate(rng, plus(cx.today, -rng.randrange(400, 5000)), c, "month"),
            pick(rng, [cx.site, "%s Heart Centre" % cx.site_town]))
    d.t("Medication: %s\n" % "; ".join(rng.sample(P.MEDS, rng.randrange(2, 5))))
    _occupation(d, cx, pick(rng, ["Occupation", "Occupational history"]))
    if chance(rng, 0.4):
        d.f("Lives with {=} {FAMILY}", cx.nok_rel, nm(rng, cx.nok, "first"))
        d.t(pick(rng, [" who also smokes.\n", " (non-smoker).\n", ".\n"]))
    d.t("\nRISK\n")
    ok = _risk_block(d, cx)
    d.t("\nPLAN\n")
    ct = workday(plus(cx.today, rng.randrange(0, 21)))
    if ok:
        if mobile and chance(rng, 0.6):
            d.f("1. LDCT on mobile CT unit today ({=}) - same-day scan.\n", ftime(rng))
        else:
            d.f("1. LDCT booked {DATE} at {=}, {HOSPITAL}.\n", cx.d(ct), ftime(rng), cx.site)
    else:
        d.t("1. Not eligible for LDCT on risk score; discharged to GP with lifestyle advice.\n")
    if cx.current:
        qs = quit_service(rng, c, cx.home)
        d.f("2. VBA delivered. Referred to {HOSPITAL} (opt-in), pharmacotherapy discussed: %s.\n" % pick(rng, K.PHARM), qs)
    else:
        d.t("2. Congratulated on remaining smoke-free.\n")
    if s["ratio"] < 0.7:
        d.t("3. Spirometry suggests undiagnosed COPD - GP to review, consider %s.\n" % pick(rng, ["LAMA", "LAMA/LABA", "pulmonary rehab"]))
    d.t("Results letter to GP: ")
    d.pc(doc_pieces(rng, cx.gp, pick(rng, ["title_last", "title_full"])))
    d.f(", {HOSPITAL}.\n\n", cx.gp_prac)
    d.pc(doc_pieces(rng, n, "full_cred"))
    d.f("  {=} {LICENSE}\n", I.lic_label(rng, c, "nurse"), n["lic"])
    if chance(rng, 0.6):
        d.f("Record locked by {USERNAME} {DATE} {=}\n", n["user"], cx.d(cx.today, "short"), ftime(rng))
    return d


def sdm_visit(rng, c):
    cx = Ctx(rng, c)
    d = Doc()
    pr = cx.clin(pick(rng, ["gp", "resp", "nurse"]))
    if c == "US" and chance(rng, 0.25):
        pr["ttl"], pr["cred"], pr["job"] = "", "PA-C", "PA, Pulmonary Clinic"
    if c == "US":
        d.t(pick(rng, ["LUNG CANCER SCREENING COUNSELING AND SHARED DECISION-MAKING VISIT (HCPCS G0296)",
                       "Shared Decision Making - Lung Cancer Screening", "SDM VISIT - LDCT SCREENING"]) + "\n")
    else:
        d.t(pick(rng, ["Shared decision-making consultation: lung cancer screening",
                       "Lung screening - informed choice discussion", "LUNG SCREENING DECISION CONSULT"]) + "\n")
    d.f("{HOSPITAL}\n", pick(rng, [cx.gp_prac, cx.site]))
    d.f("Date of service: {DATE}\n", cx.d(cx.today))
    d.f("Patient: {*}   DOB: {DATE}   ", [cx.pname(pick(rng, ["LAST_FIRST", "full", "last_first"]))], cx.dob_s())
    if c == "UK":
        d.f("NHS: {MRN}\n", cx.nhs)
    else:
        d.f("MRN: {MRN}\n", cx.mrn)
    if c == "US":
        d.f("Insurance: Medicare Part B, MBI {HEALTHPLAN}", I.healthplan(rng, c, "mbi"))
        if chance(rng, 0.5):
            d.f("; secondary {ORGANIZATION} {HEALTHPLAN}", pick(rng, P.INSURERS["US"]), I.healthplan(rng, c, "member"))
        d.t("\n")
        if chance(rng, 0.75):
            d.f("{=}: {SSN}\n", pick(rng, ["SSN", "SSN#", "Social Security"]), cx.ssn)
    elif c == "AU":
        d.f("Medicare: {HEALTHPLAN}\n", cx.hp)
    elif c == "CA":
        d.f("Health card: {HEALTHPLAN}\n", cx.hp)
    d.f("Encounter: {ACCOUNT}\n", cx.acct)
    d.t("Provider: ")
    d.pc(doc_pieces(rng, pr, pick(rng, ["full_cred", "title_full"])))
    d.f(" ({=} {LICENSE})\n\n", I.lic_label(rng, c, pr["role"]), pr["lic"])
    d.t("HPI\n")
    d.pc([cx.ttl + " ", (cx.pt["last"], "PATIENT"), " is a "])
    d.pc(age_phrase(cx))
    d.t(pick(rng, [" and ", ", "]))
    if chance(rng, 0.6):
        d.f("retired {PROFESSION}", cx.job)
    else:
        d.f("works as a {PROFESSION}", cx.job)
    d.t(", %s smoker with a %.0f pack-year history" % ("current" if cx.current else "former", cx.pky))
    if not cx.current:
        d.f(" (quit {DATE})", str(cx.quit_year))
    d.t(", referred by ")
    ref = cx.clin("gp", 2)
    d.pc(doc_pieces(rng, ref, pick(rng, ["title_last", "title_full"])))
    d.t(" to discuss low-dose CT screening. ")
    d.t(pick(rng, ["No symptoms suggestive of lung cancer. ", "Chronic smoker's cough, unchanged; no haemoptysis or weight loss. ",
                   "Mild exertional dyspnea (mMRC 1). "]))
    if chance(rng, 0.5):
        d.f("Accompanied by {=} {FAMILY}.", cx.nok_rel, nm(rng, cx.nok, pick(rng, ["first", "full"])))
    d.t("\n\nELIGIBILITY\n")
    _risk_block(d, cx)
    d.t("\nDISCUSSION (decision aid used: %s)\n" % pick(rng, ["AHRQ option grid", "printed decision aid", "pictograph of 1,000 people"]))
    d.t("- Benefit: ~20% relative reduction in lung cancer mortality (NLST); NELSON data reviewed.\n")
    d.t("- Harms: false positives (~%d%% at baseline), incidental findings, overdiagnosis, radiation ~1.5 mSv per LDCT.\n" % rng.randrange(12, 27))
    d.t("- Importance of annual adherence and willingness to undergo diagnosis/treatment.\n")
    d.t("- Comorbidities: %s; life expectancy judged > 5 years.\n" % ", ".join(rng.sample(P.COMORBID, 2)))
    if cx.current:
        d.t("- Tobacco cessation counseling provided (%d min). Started %s.\n" % (rng.randrange(3, 11), pick(rng, K.PHARM)))
    d.t("\nDECISION\n")
    if chance(rng, 0.85):
        ct = workday(plus(cx.today, rng.randrange(3, 30)))
        d.f("Patient elects to proceed. LDCT ordered (order {IDNUM}), scheduled {DATE} at {HOSPITAL}.\n",
            I.idnum(rng, "order"), cx.d(ct), cx.site)
    else:
        d.t("Patient declines screening at present after discussion; will revisit at next annual visit.\n")
    d.t("Codes: %s\n" % ", ".join(rng.sample(K.CODES[c], 2)))
    d.t("Time spent in counseling: %d minutes.\n\n" % rng.randrange(12, 30))
    d.f("Electronically signed by {*} on {DATE} at {=}\n", doc_pieces(rng, pr, "full_cred"), cx.d(cx.today, pick(rng, ["full", "short"])), ftime(rng))
    if chance(rng, 0.4):
        sc = cx.clin("admin", 3)
        d.f("Scribed by {DOCTOR} in the presence of the provider.\n", nm(rng, sc, "full"))
    return d
