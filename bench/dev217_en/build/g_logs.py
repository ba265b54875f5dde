"""Genres: trial screening and enrolment log; protocol deviation log."""
import context as C
import fakers as F
import helpers as H
import pools_places as PL
from common import Note

SF_REASONS = [
    "HbA1c {a}% above upper limit", "eGFR {n} mL/min (exclusion <45)", "QuantiFERON-TB Gold positive",
    "ALT {x}x ULN at screening", "uncontrolled BP {b}", "prior biologic within 12 weeks",
    "QTcF {q} ms on triplicate ECG", "HBsAg reactive", "withdrew consent before randomisation",
    "did not attend Visit 2", "Hb {h} g/dL below limit", "active malignancy on screening CT",
    "investigator decision - poor venous access", "platelets {n} x10^9/L",
]


def _reason(rng):
    r = rng.choice(SF_REASONS)
    return r.format(a="%.1f" % rng.uniform(10.6, 12.9), x="%.1f" % rng.uniform(3.1, 6.0),
                    h="%.1f" % rng.uniform(7.1, 9.8), n=rng.randint(30, 95),
                    b="%d/%d" % (rng.randint(162, 190), rng.randint(100, 118)), q=rng.randint(471, 520))


def screening_log(rng, country, lower):
    n = Note(lower)
    site = C.Site(rng, country)
    st = site.study
    start = F.rand_date(rng, 2022, 2024)
    style = site.style
    pre = rng.random() < 0.35          # pre-screening variant carries names and MRNs
    title = rng.choice(["SCREENING AND ENROLMENT LOG", "Subject Screening / Enrollment Log",
                        "PARTICIPANT SCREENING & ENROLMENT LOG", "Pre-screening and Screening Log"])
    if pre:
        title = rng.choice(["PRE-SCREENING LOG (site use only - contains identifiers)",
                            "Pre-Screening Log - CONFIDENTIAL, not for sponsor"])
    n.f("{}\n", title)
    n.f("Protocol: {} ({}, Phase {})   Sponsor: {}\n", site.protocol, st["code"], st["phase"],
        ("ORGANIZATION", site.sponsor))
    n.f("Site {}: {}, {}", site.number, ("HOSPITAL", site.hospital), ("CITY", site.addr["city"]))
    if site.addr["state"]:
        n.f(", {}", ("STATE", site.addr["state"]))
    elif rng.random() < 0.5:
        n.f(", {}", ("COUNTRY", site.addr["country"]))
    n.t("\n")
    n.f("Principal Investigator: {}\n", H.doc(rng, site.pi, country, "md"))
    end = F.plus(start, rng.randint(40, 160))
    n.f("Log period: {} to {}\n", site.d(start), site.d(end))
    n.f("Indication: {}\n\n", st["ind"])
    rows = rng.randint(6, 11)
    dates = sorted(F.plus(start, rng.randint(0, (end - start).days)) for _ in range(rows))
    fail_n = rand_n = 0
    biom = country == "IN" or rng.random() < 0.3
    if pre:
        n.t("Name                      MRN                 Age  Referred by              Contacted   Outcome\n")
        for i in range(rows):
            p = C.Participant(rng, site, dates[i])
            n.cell(("PATIENT", p.person.variant(rng, ["upper", "last_first", "full", "fml"])), 26)
            n.cell(("MRN", p.mrn), 20)
            n.cell(("AGE", str(p.age)), 5)
            ref = C.Participant(rng, site, dates[i]).person
            refcl = rng.choice(PL.HOSPITALS[country])
            if rng.random() < 0.5:
                n.cell(["Dr ", ("DOCTOR", ref.last)], 25)
            else:
                n.cell(("HOSPITAL", refcl), 25)
            n.cell(site.d(dates[i], F.short_style(country)), 12)
            oc = rng.choice(["invited to screen", "not interested", "ineligible - " + _reason(rng),
                             "left voicemail", "screening booked " + F.fmt_date(F.plus(dates[i], 9), style)])
            if oc.startswith("screening booked "):
                n.f("screening booked {}", site.d(F.plus(dates[i], 9)))
            elif oc == "left voicemail" and rng.random() < 0.6:
                n.f("left voicemail on {}", ("PHONE", p.phone))
            else:
                n.t(oc)
            n.t("\n")
    else:
        n.pipe = rng.random() < 0.4
        if n.pipe:
            hdr = "Scr No. | Init | DOB | Sex | ICF signed | Outcome | Rand No. | Comment / by\n"
        else:
            hdr = "Scr No.      Init   DOB          Sex ICF signed    Outcome        Rand No.   Comment / by\n"
        n.t(hdr)
        n.t("-" * (len(hdr) - 1) + "\n")
        for i in range(rows):
            p = C.Participant(rng, site, dates[i])
            n.cell(("IDNUM", p.scr), 13)
            n.cell(("PATIENT", p.initials(rng)), 7)
            if rng.random() < 0.7:
                n.cell(site.d(p.dob), 13)
            else:
                n.cell([("DATE", str(p.dob.year)), " (", ("AGE", str(p.age)), ")"], 13)
            n.cell(p.sex, 4)
            n.cell(site.d(dates[i]), 14)
            r = rng.random()
            if r < 0.5:
                rand_n += 1
                n.cell("Randomised" if country != "US" else "Randomized", 15)
                n.cell(("IDNUM", p.rand), 11)
                n.f("enrolled {} / {}", site.d(F.plus(dates[i], rng.randint(7, 28))), H.inits(site.crc))
            elif r < 0.85:
                fail_n += 1
                n.cell("Screen fail", 15)
                n.cell("-", 11)
                n.f("{} / {}", _reason(rng), H.inits(rng.choice([site.crc, site.subi])))
            else:
                n.cell("Ongoing", 15)
                n.cell("-", 11)
                k = rng.randint(0, 2)
                if k == 0:
                    n.f("rescreen planned {}", site.d(F.plus(dates[i], 35)))
                elif k == 1:
                    n.f("awaiting records from {}", ("HOSPITAL", rng.choice(PL.HOSPITALS[country])))
                else:
                    n.f("travel from {}; {} to confirm", ("CITY", p.addr["city"]), H.inits(site.crc))
            n.t("\n")
        n.t("\n")
        n.f("Totals: screened {}, screen failures {}, randomised {}.\n", str(rows), str(fail_n), str(rand_n))
    # free-text footnotes
    n.t("\nNotes:\n")
    fn = rng.sample(range(7), rng.randint(3, 5))
    for k in fn:
        p = C.Participant(rng, site, end)
        if k == 0 and biom:
            n.f("- Duplicate-participant check: fingerprint template {} matched no prior enrolment ({}). Checked by {}.\n",
                ("BIOID", F.bioid(rng)), site.d(F.plus(end, -rng.randint(1, 30))), H.doc(rng, site.crc, country, "staff"))
        elif k == 1:
            n.f("- {} ({}) rescreened after {}; original screening number {} retired.\n",
                ("IDNUM", p.scr), ("PATIENT", p.initials(rng)), _reason(rng), ("IDNUM", site.screen_no(rng)))
        elif k == 2:
            nxt = F.plus(end, rng.randint(3, 20))
            n.f("- Participant {} works as {} on rotating shifts; next visit moved to {}.\n",
                ("IDNUM", p.sid), H.prof(p.prof),
                ("DATE", F.fmt_date(nxt, "wk_short_us" if country == "US" else "wk_uk")))
        elif k == 3:
            n.f("- Referral letter for {} received by fax from {} ({}).\n", ("IDNUM", p.scr),
                ("HOSPITAL", rng.choice(PL.HOSPITALS[country])), ("FAX", F.phone(rng, country, "land")))
        elif k == 4:
            n.f("- Screening labs shipped to {}; requisition {}.\n", ("ORGANIZATION", site.lab),
                ("IDNUM", "REQ-%s" % F.digits(rng, 7)))
        elif k == 5:
            n.f("- {} brought by {} {} who acted as interpreter.\n", ("IDNUM", p.sid), p.rel_type,
                H.fam(rng, p.rel))
        else:
            n.f("- Biometric registry ID {} recorded for {} at screening.\n",
                ("BIOID", F.bioid(rng)), ("IDNUM", p.scr))
    n.f("\nMaintained by: {}", H.doc(rng, site.crc, country, "staff"))
    n.f("   Ext/phone: {}\n", ("PHONE", site.phone))
    n.f("Reviewed by PI: {}   Date: {}\n", H.doc(rng, site.pi, country, "md"),
        site.d(F.plus(end, rng.randint(1, 10))))
    return n


# -------------------------------------------------------------- deviations
DEV_CAT = ["Minor - visit window", "Major - informed consent", "Major - IP management", "Major - IP management",
           "Minor - concomitant medication", "Minor - laboratory", "Important - safety reporting",
           "Major - eligibility", "Major - informed consent", "Minor - ePRO / diary", "Minor - procedure not done",
           "Minor - IP compliance"]


def _dev_desc(rng, n, site, p, d, k):
    c = site.country
    if k == 0:
        n.f("Week {} visit performed on Day {} (window +/- 7 days) because participant was in {} for {}'s wedding.",
            str(rng.choice([12, 16, 24])), str(rng.randint(92, 180)), ("CITY", F.address(rng, c)["city"]),
            H.fam(rng, p.rel))
    elif k == 1:
        n.f("Re-consent to ICF v{}.0 not obtained before Visit {} procedures on {}; re-consented {} by {}.",
            str(rng.randint(3, 7)), str(rng.randint(4, 10)), site.d(d), site.d(F.plus(d, rng.randint(2, 14))),
            H.doc(rng, site.crc, c, "staff"))
    elif k == 2:
        other = site.subject_id(rng)
        n.f("Kit {} allocated by IWRS to {} was dispensed to {} in error by {}; identified at reconciliation.",
            ("IDNUM", site.kit(rng)), ("IDNUM", other), ("IDNUM", p.sid), H.doc(rng, site.pharm, c, "staff", "pharmacist"))
    elif k == 3:
        n.f("IP stored at {:.1f} C for {} min in {} refrigerator (logger SN {}); stock quarantined pending sponsor assessment."
            .replace("{:.1f}", "%.1f" % rng.uniform(8.3, 14.9)), str(rng.randint(40, 400)),
            ("LOCATION_OTHER", site.room), ("DEVICE", F.device_sn(rng)))
    elif k == 4:
        n.f("Participant took prohibited medication (prednisolone 40 mg x {} days) prescribed by Dr {} at {} on {}.",
            str(rng.randint(3, 7)), ("DOCTOR", F.Person(rng, c).last), ("HOSPITAL", rng.choice(PL.HOSPITALS[c])),
            site.d(d))
    elif k == 5:
        n.f("Safety labs for Visit {} sent to local laboratory at {} instead of {}.", str(rng.randint(3, 9)),
            ("HOSPITAL", site.hospital), ("ORGANIZATION", site.lab))
    elif k == 6:
        n.f("SAE (site aware {}) reported to sponsor on {}, outside the 24-hour timeline.", site.d(d),
            site.d(F.plus(d, rng.randint(2, 6))))
    elif k == 7:
        n.f("Enrolled with eGFR {} mL/min (exclusion <45); value from {} local report misread.",
            str(rng.randint(36, 44)), site.d(F.plus(d, -rng.randint(10, 30))))
    elif k == 8:
        n.f("Consent obtained by {}, who was not on the delegation log until {}.",
            H.doc(rng, site.nurse, c, "staff", "research nurse"), site.d(F.plus(d, rng.randint(3, 20))))
    elif k == 9:
        n.f("Participant's {} {} completed ePRO entries on handset {} on the participant's behalf.",
            p.rel_type, H.fam(rng, p.rel), ("DEVICE", F.device_sn(rng)))
    elif k == 10:
        n.f("Fasting status not confirmed before blood draw at Visit {}; {} repeated on {}.",
            str(rng.randint(2, 8)), H.lab_vals(rng, site.study, 1).split(" ")[0], site.d(F.plus(d, 7)))
    else:
        n.f("Dosing diary missing for {}; participant reports {} missed doses.",
            ("DATE", F.fmt_date(d, "month_year")), str(rng.randint(2, 9)))


def deviation_log(rng, country, lower):
    n = Note(lower)
    site = C.Site(rng, country)
    st = site.study
    n.t(rng.choice(["PROTOCOL DEVIATION LOG", "Protocol Deviation Log", "PROTOCOL DEVIATION / VIOLATION TRACKING LOG",
                    "Site Deviation Log"]) + "\n")
    n.f("Study {} - {} in {}\n", site.protocol, st["desc"], st["ind"])
    n.f("Site {} | {} | PI: {}\n", site.number, ("HOSPITAL", site.hospital), H.doc(rng, site.pi, country, "md"))
    irb = "IRB" if country == "US" else ("REC" if country == "UK" else "IEC")
    if country == "US" and rng.random() < 0.5:
        n.f("Reviewing IRB: {}\n", ("ORGANIZATION", rng.choice(PL.IRBS["US"])))
    elif country == "IN":
        n.f("Ethics committee: Institutional Ethics Committee, {}\n", ("HOSPITAL", site.hospital))
    n.t("\n")
    base = F.rand_date(rng, 2022, 2024)
    entries = rng.randint(3, 6)
    majors = 0
    for i in range(entries):
        d = F.plus(base, rng.randint(0, 200))
        p = C.Participant(rng, site, d)
        dev_id = rng.choice(["PD-%s-%03d", "DEV-%s-%02d", "%s/PD/%03d"]) % (site.number, rng.randint(1, 60))
        n.f("{}  Subject {} ({})\n", ("IDNUM", dev_id), ("IDNUM", p.sid), ("PATIENT", p.initials(rng)))
        ident = F.plus(d, rng.randint(1, 40))
        n.f("  Occurred: {}   Identified: {}   Identified by: {}\n", site.d(d), site.d(ident),
            rng.choice([H.doc(rng, site.cra, country, "staff", "CRA"), H.doc(rng, site.crc, country, "staff")]))
        k = rng.randint(0, 11)
        n.f("  Category: {}\n", DEV_CAT[k])
        majors += DEV_CAT[k].startswith("Major")
        n.t("  Description: ")
        _dev_desc(rng, n, site, p, d, k)
        n.t("\n")
        n.t("  Action: " + rng.choice([
            "Staff retrained on visit scheduling; CTMS reminders enabled.",
            "File note to ISF; delegation log updated.",
            "Sponsor medical monitor consulted; participant may continue.",
            "Participant discontinued IP per medical monitor.",
            "Retraining documented; no impact on participant safety.",
            "CAPA opened; pharmacy SOP revised."]) + "\n")
        rep = F.plus(ident, rng.randint(1, 15))
        n.f("  Reported to {}: {}", irb, site.d(rep))
        if rng.random() < 0.5:
            n.f(" (ref {})", ("IDNUM", "%s-%d-%04d" % (irb, rep.year, rng.randint(1, 9999))))
        n.f("   Entered by: {} ({})\n\n", H.inits(site.crc), ("USERNAME", site.crc_user))
    n.f("Totals this period: {} deviations ({} major).\n", str(entries), str(majors))
    n.f("PI signature: {}   Date: {}\n", H.doc(rng, site.pi, country, "md"),
        site.d(F.plus(base, rng.randint(210, 260))))
    if rng.random() < 0.5:
        n.f("Queries to {} at {} or {}\n", H.doc(rng, site.crc, country, "staff"), ("EMAIL", site.crc_email),
            ("PHONE", site.phone))
    return n
