"""Genres: study visit case report form; data query resolution record."""
import context as C
import fakers as F
import helpers as H
import pools_places as PL
from common import Note


def visit_crf(rng, country, lower):
    n = Note(lower)
    site = C.Site(rng, country)
    st = site.study
    d = F.rand_date(rng, 2022, 2025)
    p = C.Participant(rng, site, d)
    vnum = rng.randint(2, 14)
    week = vnum * rng.choice([2, 4])
    n.f("CASE REPORT FORM - VISIT {} (WEEK {})   Page 1 of {}\n", str(vnum), str(week), str(rng.randint(3, 9)))
    n.f("Protocol: {}   Site: {}   Subject: {}   Initials: {}\n", site.protocol, site.number, ("IDNUM", p.sid),
        ("PATIENT", p.person.initials("fl3")))
    n.f("Visit date: {}   Study day: {}   Window: Day {} to {}\n", site.d(d), str(week * 7 + rng.randint(-3, 3)),
        str(week * 7 - 7), str(week * 7 + 7))
    if rng.random() < 0.6:
        n.f("Year of birth: {}   Age: {}   Sex: {}\n", ("DATE", str(p.dob.year)), ("AGE", str(p.age)), p.sex)
    else:
        n.f("Date of birth: {}   Sex: {}\n", site.d(p.dob), p.sex)
    n.t("\nVITAL SIGNS (seated, after 5 minutes rest)\n")
    n.t("  Systolic/diastolic BP: %d/%d mmHg   Pulse: %d bpm   Resp rate: %d/min\n" % (
        rng.randint(104, 168), rng.randint(60, 98), rng.randint(54, 104), rng.randint(12, 22)))
    n.t("  Temperature: %.1f C   Weight: %.1f kg   Height: %d cm   BMI: %.1f kg/m2\n" % (
        rng.uniform(36.0, 37.8), p.weight, p.height, p.weight / (p.height / 100.0) ** 2))
    n.t("\nPHYSICAL EXAMINATION: " + rng.choice(["no clinically significant abnormalities",
                                               "mild bilateral ankle oedema, not clinically significant",
                                               "psoriatic plaques elbows and knees, improved since baseline",
                                               "scattered wheeze, unchanged from screening",
                                               "synovitis of 4 small joints of hands (28-joint count 6 tender, 4 swollen)"]) + "\n")
    n.f("\n12-LEAD ECG: recorded {}; device SN {}\n", "%02d:%02d" % (rng.randint(8, 12), rng.randint(0, 59)),
        ("DEVICE", F.device_sn(rng)))
    hr = rng.randint(50, 98)
    n.t("  HR %d bpm, PR %d ms, QRS %d ms, QT %d ms, QTcF %d ms. Interpretation: %s\n" % (
        hr, rng.randint(130, 210), rng.randint(80, 118), rng.randint(360, 440), rng.randint(390, 468),
        "abnormal, NCS (sinus bradycardia)" if hr < 60 else rng.choice(["normal", "normal sinus rhythm",
                                                                         "abnormal, NCS (first-degree AV block)"])))
    n.f("\nLABORATORY: samples collected {}, fasting {}; accession {} shipped to {}\n",
        "%02d:%02d" % (rng.randint(7, 11), rng.randint(0, 59)), rng.choice(["yes", "yes", "no"]),
        ("IDNUM", rng.choice(["A%s", "LAB-%s", "%s"]) % F.digits(rng, 9)), ("ORGANIZATION", site.lab))
    n.t("  Test            Result     Units            Flag\n")
    for name, unit, lo, hi in st["labs"]:
        v = rng.uniform(lo, hi)
        n.t("  %-15s %-10s %-16s %s\n" % (name, ("%.2f" % v) if hi < 20 else ("%.1f" % v) if hi < 100 else str(int(v)),
                                            unit or "-", rng.choice(["", "", "H", "L", "NCS"])))
    n.f("  Urine pregnancy test: {}\n", "N/A (male)" if p.sex == "M" else rng.choice(["negative", "negative", "N/A - postmenopausal"]))
    n.t("\nINVESTIGATIONAL PRODUCT\n")
    n.f("  Dispensed kit {}; returned kit {} ", ("IDNUM", site.kit(rng)), ("IDNUM", site.kit(rng)))
    n.t("with %d units unused; compliance %d%%\n" % (rng.randint(0, 8), rng.randint(80, 100)))
    if rng.random() < 0.6:
        n.f("  ePRO handset {} synced {}; diary compliance {}%\n", ("DEVICE", F.device_sn(rng)),
            site.d(F.plus(d, -1)), str(rng.randint(70, 100)))
    n.t("\nCONCOMITANT MEDICATION CHANGES: ")
    if rng.random() < 0.5:
        n.t("none\n")
    else:
        m = rng.choice(["amoxicillin 500 mg TDS", "ibuprofen 400 mg PRN", "cetirizine 10 mg daily",
                        "ondansetron 4 mg PRN", "prednisolone 20 mg taper"])
        n.f("{} started {} by {}", m, site.d(F.plus(d, -rng.randint(2, 20))),
            H.doc(rng, F.Person(rng, country), country, "md"))
        if rng.random() < 0.5:
            n.f(" at {}", ("HOSPITAL", rng.choice(PL.HOSPITALS[country])))
        n.t("\n")
    n.t("\nADVERSE EVENTS SINCE LAST VISIT: ")
    if rng.random() < 0.4:
        n.t("none reported\n")
    else:
        ae = rng.choice(["headache", "nasopharyngitis", "injection site erythema", "nausea", "diarrhoea",
                         "back pain", "fatigue", "dizziness"])
        on = F.plus(d, -rng.randint(3, 25))
        n.f("{} (mild), onset {}, ", ae, site.d(on))
        if rng.random() < 0.6:
            n.f("resolved {}, ", site.d(F.plus(on, rng.randint(1, 7))))
        else:
            n.t("ongoing, ")
        n.t(rng.choice(["not related", "possibly related", "unlikely related"]) + "; AE log #%d\n" % rng.randint(1, 9))
    if rng.random() < 0.35:
        n.f("\nCOMMENT: participant reports new job as {}; prefers early appointments.\n", H.prof(p.prof))
    if rng.random() < 0.3:
        n.f("\nCOMMENT: accompanied by {} {}; participant lives in {} and travelled {} km.\n", p.rel_type,
            H.fam(rng, p.rel), ("CITY", p.addr["city"]), str(rng.randint(5, 140)))
    nxt = F.plus(d, rng.choice([14, 28, 28, 56]))
    n.f("\nNEXT VISIT: Visit {} scheduled {}\n", str(vnum + 1), site.d(nxt))
    n.f("\nCompleted by: {} (user {}) on {}\n", H.doc(rng, site.crc, country, "staff"), ("USERNAME", site.crc_user),
        site.d(d))
    n.f("Investigator signature: {}  Date: {}\n", H.doc(rng, rng.choice([site.pi, site.subi]), country, "md"),
        site.d(F.plus(d, rng.randint(0, 9))))
    if rng.random() < 0.4:
        n.f("eCRF saved from {} via {}\n", ("IPADDR", F.ipaddr(rng)), ("URL", F.url(rng, "portal")))
    return n


# -------------------------------------------------------------- queries
Q_FORM = ["Vital Signs", "Demographics", "Con Meds", "IP Dispensing", "Labs", "Adverse Events", "Demographics",
          "ECG", "Visit Date", "Medical History"]


def _query(rng, n, site, p, d, k):
    c = site.country
    if k == 0:
        q = "Weight %.1f kg differs by more than 20%% from baseline (%.1f kg). Please verify." % (
            p.weight * 0.7, p.weight)
        n.t(q)
        return "Transcription error; source shows %.1f kg. Corrected." % p.weight, []
    if k == 1:
        n.f("Date of birth {} in Demographics does not match the year on the ICF. Please confirm.",
            site.d(F.plus(p.dob, rng.randint(-400, 400))))
        return "DOB corrected to {} per ID document.", [site.d(p.dob)]
    if k == 2:
        h = rng.choice(PL.HOSPITALS[c])
        n.f("Con med log shows IV ceftriaxone given at {} on {}. Was the participant hospitalised? If so, please report an SAE.",
            ("HOSPITAL", h), site.d(d))
        return "Day-case visit only, no admission (discharge letter from Dr {} filed). No SAE.", [("DOCTOR", F.Person(rng, c).last)]
    if k == 3:
        n.f("Kit {} recorded as dispensed at two visits. Please review.", ("IDNUM", site.kit(rng)))
        return "Second entry should read kit {}. Updated.", [("IDNUM", site.kit(rng))]
    if k == 4:
        n.t("HbA1c result missing for Week %d. Please enter or mark not done." % rng.choice([12, 24, 36]))
        return "Sample haemolysed; redrawn {}, result 7.4%.", [site.d(F.plus(d, 6))]
    if k == 5:
        n.f("AE 'fall' onset {} precedes informed consent date. Please clarify.", site.d(F.plus(d, -20)))
        return "Onset year typo; correct onset {}.", [site.d(F.plus(d, 345))]
    if k == 6:
        n.f("Age at screening calculated as {} but eligibility requires adult participants. Please check DOB.",
            ("AGE", str(rng.randint(15, 17))))
        return "Age is {}; DOB was entered in the wrong format. Corrected.", [("AGE", str(p.age))]
    if k == 7:
        n.t("QTcF 482 ms at Visit %d exceeds alert limit. Was a repeat ECG done?" % rng.randint(3, 9))
        return "Repeat triplicate ECG on {} (machine SN {}): QTcF 451 ms.", [site.d(F.plus(d, 1)), ("DEVICE", F.device_sn(rng))]
    if k == 8:
        n.t("Visit date is outside the protocol window. Please confirm the date or record a deviation.")
        return "Participant was visiting family in {}; deviation {} logged.", [("CITY", F.address(rng, c)["city"]),
                                                                             ("IDNUM", "PD-%s-%03d" % (site.number, rng.randint(1, 80)))]
    n.f("Smoking status 'never' conflicts with medical history 'COPD, ex-smoker'. Please reconcile.")
    return "History confirmed with participant's {} {}; status changed to former smoker.", [p.rel_type, ("FAMILY", p.rel.full())]


def query_record(rng, country, lower):
    n = Note(lower)
    site = C.Site(rng, country)
    st = site.study
    dm = F.Person(rng, rng.choice(["US", "UK", "IN"]))
    dm_user = F.username(rng, dm)
    n.t(rng.choice(["DATA QUERY RESOLUTION RECORD", "EDC Query Listing - Resolution Detail", "Data Clarification Form (DCF)",
                    "QUERY RESOLUTION LOG"]) + "\n")
    n.f("Study {} ({})   Site {} - {}\n", site.protocol, st["code"], site.number, ("HOSPITAL", site.hospital))
    n.f("EDC: {}   Export generated by {}\n\n", ("URL", F.url(rng, "portal")), ("USERNAME", dm_user))
    d0 = F.rand_date(rng, 2022, 2025)
    for i in range(rng.randint(3, 6)):
        p = C.Participant(rng, site, d0)
        d = F.plus(d0, rng.randint(0, 120))
        qid = rng.choice(["Q-%06d", "DCF-%05d", "QRY%07d"]) % rng.randint(1, 999999)
        k = rng.randint(0, 9)
        visit = "Screening" if Q_FORM[k] in ("Demographics", "Medical History") else rng.choice(
            ["Baseline", "Week 4", "Week 12", "Week 24", "Unscheduled", "EOT"])
        n.f("Query {}   Subject {}   Visit {}   Form: {}\n", ("IDNUM", qid), ("IDNUM", p.sid), visit, Q_FORM[k])
        raised = F.plus(d, rng.randint(3, 30))
        n.f("Raised {} by {} ({})\n", site.d(raised), ("USERNAME", rng.choice([dm_user, site.cra_user])),
            rng.choice(["data manager", "CRA", "medical reviewer", "auto-check"]))
        n.t("Query: ")
        resp, args = _query(rng, n, site, p, d, k)
        n.t("\n")
        resp_d = F.plus(raised, rng.randint(1, 20))
        n.f("Response {} by {}: ", site.d(resp_d), ("USERNAME", site.crc_user))
        n.f(resp, *args)
        n.t("\n")
        closed = F.plus(resp_d, rng.randint(0, 10))
        if rng.random() < 0.8:
            n.f("Status: closed {} by {}\n\n", site.d(closed), ("USERNAME", rng.choice([dm_user, site.cra_user])))
        else:
            n.f("Status: re-queried {} - {}\n\n", site.d(closed), rng.choice(["please attach source", "response incomplete",
                                                                               "units unclear"]))
    n.t("Audit trail (last 3 logins):\n")
    for j in range(3):
        n.f("  {}  {}  from {}\n", site.d(F.plus(d0, 120 + j)),
            ("USERNAME", rng.choice([site.crc_user, dm_user, site.cra_user])), ("IPADDR", F.ipaddr(rng)))
    n.f("\nSite contact: {} ({})\n", H.doc(rng, site.crc, country, "staff"), ("EMAIL", site.crc_email))
    if rng.random() < 0.5:
        n.f("Data manager: {}, {} - {}\n", ("DOCTOR", dm.full()), ("ORGANIZATION", site.cro), ("EMAIL", F.email(rng, dm, site.cro)))
    return n
