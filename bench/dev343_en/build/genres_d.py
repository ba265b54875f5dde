"""Own genres: respiratory MDT minutes, appointment / did-not-attend letter, telehealth monitoring record."""
import core
import blocks as B
from core import N, S, age_phrase

LF = core.LF


def mdt(c):
    nb = core.NB(c)
    r = c.rng
    md = LF.weekday(c.dd(r.randint(0, 200)))
    st = c.staff
    nb.t(r.choice(["COMMUNITY RESPIRATORY MDT - MINUTES", "Pulmonary Rehab / COPD MDT meeting notes", "Respiratory Integrated Care MDT"]) + "\n")
    nb.w("Date: {d|DATE}   Time: 13:00-14:30   ", d=c.loc.date_wd(md) if r.random() < 0.4 else c.loc.date(md))
    if r.random() < 0.5:
        nb.w("Location: {h|HOSPITAL}, {rm|LOCATION_OTHER}\n", h=c.hosp, rm=r.choice(["Seminar Room 2", "Boardroom", "Education Centre Room 4", "Therapies Meeting Room"]))
    else:
        nb.t("Location: MS Teams\n")
    members = [st["consultant"], st["nurse"], st["physio"], st["ot"]] + r.sample([st["dietitian"], st["pharmacist"], st["psych"], st["assistant"]], 2)
    if "rt" in st:
        members.append(st["rt"])
    nb.t("Present: ")
    for i, m in enumerate(members):
        if i:
            nb.t(", ")
        nb.name(m, "DOCTOR", "drf" if m.title_word == "Dr" else "full")
        nb.t(" (%s)" % m.role_title)
    nb.t("\n")
    extra = core.make_staff(r, c.country, r.choice(["nurse", "physio"]), c.loc)
    nb.w("Apologies: {n}\n", n=N(extra, "DOCTOR", "full"))
    nb.w("Chair: {a}    Minutes: {b}\n\n", a=N(st["consultant"], "DOCTOR", "dr"), b=N(st["admin"], "DOCTOR", "full"))
    nb.t("1. Actions from last meeting\n")
    nb.t("   - PR venue risk assessment completed (")
    nb.name(st["physio"], "DOCTOR", "ini")
    nb.t(").\n   - Spirometry backlog: %d patients awaiting, now %d weeks. Ongoing.\n\n" % (r.randint(20, 140), r.randint(6, 30)))
    nb.t("2. Case discussions\n")
    n = r.randint(3, 6)
    pts = [c.pt] + [core.make_person(r, c.country) for _ in range(n - 1)]
    kinds = r.sample(range(6), n)
    for i, p in enumerate(pts):
        age = c.age if p is c.pt else r.randint(48, 93)
        nb.t("   %s) " % "abcdefg"[i])
        nb.name(p, "PATIENT", r.choice(["LF", "full", "LFM"]))
        nb.t(" (")
        nb.s(str(age), "AGE")
        nb.t(p.sex.upper() + ") ")
        pid = (c.nat[1] if c.nat else c.mrn) if p is c.pt else (c.loc.national(c.dd(-age * 365))[1] if c.nat else c.loc.mrn())
        nb.s(pid, "MRN")
        nb.t(" - ")
        v = kinds[i]
        if v == 0:
            nb.t("%d admissions in 6 months, FEV1 %d%%. Declined PR x2 ('too far'). " % (r.randint(2, 5), r.randint(20, 45)))
            nb.w("Agreed home-based PR trial with {v|LOCATION_OTHER} as fallback.", v=c.venue)
        elif v == 1:
            nb.t("Completed PR, ISWT +%d m. Still desaturating to %d%%. " % (r.randint(30, 120), r.randint(80, 87)))
            nb.t("For ambulatory O2 assessment.")
        elif v == 2:
            rel = r.choice(["wife", "husband", "daughter", "son"])
            nb.w("Carer strain - {rel} {n} struggling. Social work referral; respite discussed.", rel=rel, n=N(core.make_person(r, c.country, sex="f" if rel in ("wife", "daughter") else "m"), "FAMILY", "f"))
        elif v == 3:
            nb.w("Frequent rescue pack use (4 in 12/12). Sputum grew Pseudomonas (lab {l|IDNUM}). Discuss with {d} re: nebulised antibiotics.",
                 l=c.loc.idnum("lab"), d=N(st["consultant"], "DOCTOR", "dr"))
        elif v == 4:
            nb.w("Palliative phase. MRC 5, housebound. ACP discussion held {d|DATE}; preferred place of care home. {gw} {g} aware.", gw=(lambda x: x[0].upper() + x[1:])(core.gp_word(c)),
                 d=c.loc.date(LF.add_days(md, -r.randint(3, 30))), g=N(core.make_staff(r, c.country, "gp", c.loc), "DOCTOR", "dr"))
        else:
            nb.w("Ex-{j|PROFESSION}, new diagnosis, CAT {cat}. Anxious. Psychology input before PR start.", j=r.choice(core.PP.PROFESSIONS), cat=r.randint(18, 34))
        nb.t("\n      Action: ")
        nb.name(r.choice(members), "DOCTOR", "ini")
        nb.w(" by {d|DATE}\n", d=c.loc.date_short(LF.add_days(md, r.randint(7, 28))))
    nb.t("\n3. Service items\n")
    nb.t("   - PR waiting list: %d; median wait %d weeks (target 12).\n" % (r.randint(18, 90), r.randint(5, 20)))
    nb.w("   - New Thursday class at {v|LOCATION_OTHER} from {m|DATE}.\n", v=core.site_name(r, c.country, "venue", c.loc), m=c.loc.month_year(LF.add_days(md, r.randint(20, 90))))
    if r.random() < 0.5:
        nb.w("   - {o|ORGANIZATION} minibus contract renewed.\n", o=core.site_name(r, c.country, "transport", c.loc))
    if r.random() < 0.4:
        nb.t("   - GOLD 2024 update: triple therapy pathway to go to Medicines Management Committee.\n")
    nb.w("\n4. AOB: none.\nNext meeting: {d|DATE}\n", d=c.loc.date(LF.add_days(md, r.choice([14, 28, 28, 35]))))
    return nb


def appt_letter(c):
    nb = core.NB(c)
    r = c.rng
    ld = c.dd(r.randint(14, 40))
    adm = c.staff["admin"]
    dna = r.random() < 0.4
    B.letterhead(nb, c, r.choice(["Pulmonary Rehabilitation Service", "Respiratory Outpatients - Pulmonary Rehab", "Community Respiratory Team"]))
    nb.w("\n{d|DATE}\n\n", d=c.loc.date(ld))
    if r.random() < 0.6:
        nb.t("PRIVATE AND CONFIDENTIAL\n")
    nb.name(c.pt, "PATIENT", r.choice(["tf", "tf", "full"]))
    nb.t("\n")
    nb.addr(c.addr, sep="\n")
    nb.t("\n\n")
    nb.w("Our ref: {x|IDNUM}", x=c.loc.idnum("book"))
    if c.nat:
        nb.w("   {l} {v|MRN}", l=core.nat_label(c), v=c.nat[1])
    else:
        nb.w("   MRN: {v|MRN}", v=c.mrn)
    nb.t("\n\n")
    nb.w("Dear {n},\n\n", n=N(c.pt, "PATIENT", "tl"))
    ad = LF.add_days(ld, r.randint(10, 30))
    venue_hosp = r.random() < 0.4
    if not dna:
        if r.random() < 0.5:
            nb.t("You have been referred to our pulmonary rehabilitation programme by ")
            nb.name(c.gp, "DOCTOR", "drf")
            nb.t(". We are pleased to offer you an assessment appointment:\n\n")
        else:
            nb.t("Following your referral from ")
            nb.name(c.gp, "DOCTOR", "drf")
            nb.t(", your first appointment has been booked as below:\n\n")
        nb.w("   Date:   {d|DATE}\n   Time:   {t}\n   Venue:  ", d=c.loc.date_wd(LF.weekday(ad)), t=r.choice(["09:30", "10:00", "10:15", "11:00", "13:30", "14:00", "14:45", "15:15"]))
        if venue_hosp:
            nb.w("{h|HOSPITAL}, Physiotherapy Department ({x})\n", h=c.hosp, x=r.choice(["Level 2", "Outpatients B", "Ground floor, follow signs"]))
        else:
            nb.w("{v|LOCATION_OTHER}, ", v=c.venue)
            nb.addr(c.svc_addr)
            nb.t("\n")
        nb.t("\nThe appointment lasts about 90 minutes. Please wear loose clothing and comfortable shoes and bring all your inhalers, "
             "any GTN spray and a list of your medicines. If you use oxygen, please bring your portable supply.\n\n")
        if r.random() < 0.5:
            nb.t("Parking is free for programme attendees. If you would like a parking permit, please complete the slip below.\n")
            nb.t("   Vehicle registration: ______    Blue Badge holder: Y / N\n\n")
        elif r.random() < 0.5:
            nb.w("A parking permit has been issued for vehicle {v|VEHICLE}; please display it on the dashboard.\n\n", v=c.loc.vehicle())
        nb.t("The %s bus stops outside. " % r.choice(["42", "7A", "X15", "110", "No. 9"]))
    else:
        nb.w("We are sorry that you were unable to attend your pulmonary rehabilitation appointment on {d|DATE}. ", d=c.loc.date(LF.add_days(ld, -r.randint(2, 9))))
        nb.t("We understand that circumstances can make it difficult to attend.\n\n")
        nb.t("If you would still like to take part, please contact us within 14 days of the date of this letter. If we do not hear from you, "
             "we will discharge you back to the care of your %s, " % ("primary care provider" if c.country == "US" else "family doctor" if c.country == "CA" else "GP"))
        nb.name(c.gp, "DOCTOR", "drf")
        nb.t(", in line with our access policy.\n\n")
    nb.w("To change or cancel, please call {p|PHONE} (Mon-Fri, 9am-4pm)", p=c.svc_ph)
    if r.random() < 0.6:
        nb.w(" or email {e|EMAIL}", e=c.svc_email)
    nb.t(". ")
    if r.random() < 0.5:
        nb.w("More information and a short video about the programme: {u|URL}", u=c.svc_url)
    nb.t("\n\nYours sincerely,\n\n")
    nb.name(adm, "DOCTOR", "full")
    nb.t("\n%s, on behalf of the Pulmonary Rehabilitation Team\n" % r.choice(["Booking Coordinator", adm.role_title]))
    nb.t("\ncc: ")
    nb.name(c.gp, "DOCTOR", "drf")
    nb.w(", {p|HOSPITAL}\n", p=c.gp_prac)
    return nb


TABLETS = ["Samsung Galaxy Tab A8", "Lenovo Tab M10", "iPad (9th gen)", "Doro telecare hub"]
OXIMS = ["Nonin 3230 Bluetooth", "Masimo MightySat Rx", "Contec CMS50D-BT", "ChoiceMMed MD300C"]


def telehealth(c):
    nb = core.NB(c)
    r = c.rng
    k = c.k
    ed = c.dd(r.randint(0, 120))
    nurse = c.staff["nurse"]
    us = c.country in ("US", "CA")
    nb.t(r.choice(["REMOTE MONITORING (TELEHEALTH) - ENROLMENT & ALERT LOG", "Telehealth COPD Monitoring Record", "Remote Patient Monitoring - COPD",
                   "Virtual ward / telemonitoring record"]) + "\n")
    nb.w("Provider: {h|HOSPITAL}\n", h=c.hosp)
    B.pt_header(nb, c, full=r.random() < 0.4)
    nb.w("\nEnrolled: {d|DATE} by {n}\n", d=c.loc.date(ed), n=N(nurse, "DOCTOR", "full"))
    if us:
        nb.t("Program: RPM (CPT 99453/99454/99457), consent on file.\n")
    nb.t("\nKIT ISSUED\n")
    nb.w("  Tablet: {m} SN {s|DEVICE}\n", m=r.choice(TABLETS), s=c.loc.device_serial("tab"))
    nb.w("  Oximeter: {m} SN {s|DEVICE}\n", m=r.choice(OXIMS), s=c.loc.device_serial("oxi"))
    if r.random() < 0.5:
        nb.w("  BP monitor: Omron M3 SN {s|DEVICE}\n", s=LF.letters(r, 2) + LF.digits(r, 8))
    nb.w("  Home hub IP: {ip|IPADDR}", ip=c.loc.ip())
    nb.t(r.choice(["  (home broadband)\n", "  (4G router)\n", "\n"]))
    uname = (c.pt.first[0] + c.pt.last.replace(" ", "").replace("'", "").replace("-", "")).lower() + LF.digits(r, r.choice([2, 3]))
    nb.w("  Portal: {u|URL}   Username: {n|USERNAME}\n", u="https://%s/%s" % (r.choice(["portal.example.net", "telehealth.example.org", "rpm.example.com"]), r.choice(["login", "copd", "patient"])), n=uname)
    if r.random() < 0.55:
        x = r.choice(["fingerprint", "voiceprint", "face template"])
        nb.w("  Login: {x} enrolled ({b|BIOID})\n", x=x, b=c.loc.bioid(x))
    nb.t("\nTHRESHOLDS\n  SpO2 amber < %d%%, red < %d%%; HR > %d; symptom score >= 3 (of 6); temp > 37.8\n" % (k["spo2"] - 3, k["spo2"] - 6, r.choice([105, 110, 115])))
    nb.t("\nALERTS\n")
    d = ed
    for i in range(r.randint(3, 7)):
        d = LF.add_days(d, r.randint(1, 10))
        nb.w("{d|DATE} {t}  ", d=c.loc.date(d) if r.random() < 0.7 else c.loc.date_short(d), t=B.tm(c))
        lvl = r.choice(["AMBER", "AMBER", "RED", "NO DATA"])
        if lvl == "NO DATA":
            nb.w("NO DATA 48h - phoned {p|PHONE}, tablet unplugged. Resolved.", p=c.ph_home)
        elif lvl == "AMBER":
            nb.t("AMBER SpO2 %d%% HR %d, symptoms 3/6. " % (k["spo2"] - r.randint(3, 5), r.randint(88, 112)))
            nb.t(r.choice(["Repeat reading normal - poor probe contact.", "Spoke to pt - busy day, no action.", "Advised rescue pack per plan.",
                           "Reviewed with %s, no change." % core.gp_word(c)]))
        else:
            nb.t("RED SpO2 %d%%. " % (k["spo2"] - r.randint(6, 10)))
            nb.w(r.choice(["Called pt, breathless at rest - advised {e}, ambulance called.", "Called {rel} {n} - pt well, finger cold. Repeat 94%.",
                           "Urgent CRT visit arranged same day."]), e=c.loc.emergency(), rel=c.nok_rel, n=N(c.nok, "FAMILY", "f"))
        nb.t(" ")
        nb.name(r.choice([nurse, c.staff["assistant"]]), "DOCTOR", "ini")
        nb.t("\n")
    if r.random() < 0.6:
        nb.w("\nLast sync: {d|DATE} {t} from {ip|IPADDR}\n", d=c.loc.date(d), t=B.tm(c), ip=c.loc.ip())
    if r.random() < 0.5:
        nb.w("\nReview {d|DATE}: ", d=c.loc.date(LF.add_days(d, r.randint(3, 20))))
        nb.t(r.choice(["engaged, daily readings 92%. Continue 3 more months.", "discharged from telehealth - kit collected.",
                       "poor engagement; %s prefers phone calls. Kit returned." % c.he_she()]) + "\n")
    if r.random() < 0.5:
        nb.w("Kit delivered/collected by {o|ORGANIZATION}.\n", o=r.choice(["Swiftlink Logistics", "MedTrack Couriers", "Parcelwise Health", "CareKit Deliveries"]))
    B.audit_footer(nb, c, nurse, d=ed)
    return nb
