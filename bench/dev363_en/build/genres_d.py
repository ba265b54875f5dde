"""Own genres: motor-accident injury claim report, work capacity
certificate, clinical system access audit log."""
import clin
import phi
import pools as PL
from blocks import letterhead, pt_header
from case import (Person, nm, dr, pt_name, age_piece, dob_piece, date_piece, natid, mrn_piece,
                  sig_physio, occupation, fam_piece)
from core import P, maybe

SCHEME = {"GB": "Official Injury Claim portal", "IE": "PIAB application", "US": "PIP / no-fault claim",
          "CA": "ICBC / accident benefits claim", "AU": "CTP / TAC claim", "NZ": "ACC claim"}


def rta_report(R, k, d):
    c = k.c
    reg = k.R
    acc = phi.add_days(k.visit, -R.randint(20, 300))
    d.ln(R.choice(["PHYSIOTHERAPY REPORT - MOTOR VEHICLE ACCIDENT", "Medico-legal physiotherapy report (RTC)",
                   "Initial treatment report - road traffic injury", "MVA INJURY CLAIM - TREATING PHYSIO REPORT"]))
    d.ln("Scheme: %s" % SCHEME[c])
    d.ln("")
    d.ln("Claimant: {n}", n=pt_name(R, k, ("full", "tfull", "LF")))
    d.ln("Date of birth: {d}  (age {a} at accident)", d=dob_piece(R, k, "long"), a=P(str(phi.years_between(k.dob, acc)), "AGE"))
    d.ln("Address: {a}", a=phi.addr_pieces(R, k.addr, "one", country=maybe(R, 0.3)))
    d.ln("Claim number: {c}", c=P(phi.idnum(R, "claim"), "IDNUM"))
    if c in ("US", "CA", "GB", "IE", "AU"):
        d.ln("Insurer: {i}   Policy no: {p}", i=P(k.insurer, "ORGANIZATION"), p=P(phi.healthplan(R, c), "HEALTHPLAN"))
    if c == "US":
        d.ln("SSN: {s}", s=P(k.ssn, "SSN"))
    if c == "CA" and maybe(R, 0.7):
        d.ln("SIN: {s}", s=P(k.ssn, "SSN"))
    sol = R.choice(PL.SOLICITORS)
    h = Person(R)
    d.ln("Instructing party: {s}, ref {r}", s=P(sol, "ORGANIZATION"), r=P(phi.idnum(R), "IDNUM"))
    d.ln("Contact: {n} (case handler), {t}, {e}", n=nm(h, "FAMILY", "full"),
         t=P(phi.phone(R, c), "PHONE"), e=P(phi.email(R, h.first, h.last, sol), "EMAIL"))
    d.ln("")
    d.ln("1. ACCIDENT DETAILS")
    d.ln("Date of accident: {d} at approx %s" % phi.clock(R, 6, 22), d=date_piece(R, k, acc, "long"))
    road = {"GB": "the A%d" % R.randint(30, 699), "IE": "the N%d" % R.randint(2, 86), "US": "Route %d" % R.randint(2, 99),
            "CA": "Highway %d" % R.randint(1, 99), "AU": "the %s Highway" % R.choice(["Pacific", "Midland", "Gidgee", "Coastal"]),
            "NZ": "State Highway %d" % R.randint(1, 58)}[c]
    d.ln("Location: junction of {s} and %s, {t}" % R.choice([road, road, "the main road"]),
         s=P("%s %s" % (R.choice(PL.STREET_STEMS), R.choice(PL.SUFFIX[c])), "STREET"), t=P(R.choice(PL.TOWNS[c]), "CITY"))
    role = R.choice(["driver", "front passenger", "rear passenger", "cyclist", "pedestrian"])
    d.ln("Claimant was the %s of {v} (%s), %s." % (role if role not in ("cyclist", "pedestrian") else "driver", R.choice(
        ["silver hatchback", "grey SUV", "white van", "blue sedan", "red ute", "black pickup"]),
        R.choice(["stationary at lights when struck from behind", "hit on the driver's side at a roundabout",
                  "rear-ended at approx 30 mph", "shunted in queuing traffic", "T-boned at an intersection"])),
         v=P(phi.plate(R, c), "VEHICLE"))
    d.ln("Third party vehicle: {v}; VIN on police report {n}.", v=P(phi.plate(R, c), "VEHICLE"), n=P(phi.vin(R), "VEHICLE"))
    if maybe(R, 0.6):
        d.ln("Claimant driver licence no. {l}.", l=P(phi.dl_number(R, c), "LICENSE"))
    d.ln("Seatbelt worn: Yes. Airbags: %s. Police attended: %s, incident ref {p}." % (
        R.choice(["deployed", "not deployed"]), R.choice(["yes", "no"])), p=P(phi.idnum(R), "IDNUM"))
    d.ln("Taken by %s to {h} ED; X-rays %s; discharged same day with %s." % (
        R.choice(["ambulance", "partner", "friend", "self"]), R.choice(["normal", "not performed"]), R.choice(clin.DRUGS)),
         h=P(k.hosp, "HOSPITAL"))
    d.ln("")
    d.ln("2. BACKGROUND")
    d.ln("{o}. Lives with {f}. Previous history: %s." % R.choice(
        ["no prior neck or back complaints", "minor LBP {y}, resolved", "previous whiplash in {y}, fully recovered"]),
         o=occupation(R, k), f=fam_piece(R, k, 0), y=P(str(acc.year - R.randint(3, 12)), "DATE"))
    d.ln("Time off work: {a} to {b}.", a=date_piece(R, k, phi.add_days(acc, 1), "num"),
         b=date_piece(R, k, phi.add_days(acc, R.randint(7, 60)), "num"))
    d.ln("")
    d.ln("3. INJURIES AND PROGRESS")
    d.ln("- neck: WAD grade %s; NDI %d%s -> %d%s" % (R.choice(["I", "II", "II", "III"]), R.randint(30, 60), "%", R.randint(6, 30), "%"))
    d.ln("- %s: %s" % (R.choice(reg["names"]), k.dx))
    d.ln("- psychological: %s" % R.choice(["travel anxiety when passenger", "nil", "PHQ-9 11, GP aware", "poor sleep"]))
    d.ln("Seen %d times since {f}; last attendance {l}." % R.randint(3, 14),
         f=date_piece(R, k, phi.add_days(acc, R.randint(5, 20)), "num"), l=date_piece(R, k, k.visit, "num"))
    d.ln("Prognosis: %s." % R.choice(["expect full recovery within 6-9 months of the accident",
                                       "symptoms likely to persist beyond 12 months", "recovered; discharge advised",
                                       "further 6 sessions recommended"]))
    d.ln("")
    d.ln("Statement of truth: I confirm that the facts in this report are within my own knowledge and are true.")
    d.ln("")
    sig_physio(R, k, d)
    d.ln("{c}, {a}", c=P(k.clinic, "HOSPITAL"), a=phi.addr_pieces(R, k.clinic_addr, "one"))


FORM = {"GB": "Statement of Fitness for Work (fit note) - AHP Health and Work Report",
        "IE": "Certificate of Incapacity / Return to Work Report", "US": "WORK STATUS REPORT (Workers' Compensation)",
        "CA": "Functional Abilities Form (WSIB) - Physiotherapist", "AU": "WorkCover Certificate of Capacity",
        "NZ": "ACC Medical Certificate (ACC18) - physiotherapy section"}


def work_capacity(R, k, d):
    c = k.c
    reg = k.R
    d.ln(FORM[c])
    d.ln("")
    d.ln("Worker / patient: {n}", n=pt_name(R, k, ("full", "LF", "Lf")))
    d.ln("Date of birth: {d}   Age: {a}", d=dob_piece(R, k), a=P(str(k.age), "AGE"))
    d.ln("Address: {a}", a=phi.addr_pieces(R, k.addr, "one"))
    d.ln("Phone: {t}", t=P(k.mob, "PHONE"))
    if c == "US":
        d.ln("SSN: {s}   Claim #: {c}   Carrier: {i}", s=P(k.ssn, "SSN"), c=P(phi.idnum(R, "claim"), "IDNUM"),
             i=P(k.insurer, "ORGANIZATION"))
    elif c == "CA":
        d.ln("SIN: {s}   WSIB claim no.: {c}", s=P(k.ssn, "SSN"), c=P(phi.idnum(R, "claim"), "IDNUM"))
    elif c == "IE":
        d.ln("PPSN: {s}", s=P(k.ssn, "SSN"))
    elif c == "AU":
        d.ln("Claim no.: {c}   Medicare: {m}", c=P(phi.idnum(R, "claim"), "IDNUM"), m=P(k.hp, "HEALTHPLAN"))
    elif c == "NZ":
        d.ln("ACC45 claim no.: {c}   NHI: {n}", c=P(phi.idnum(R, "claim"), "IDNUM"), n=P(k.mrn, "MRN"))
    else:
        d.ln("{i}", i=natid(R, k))
    d.ln("")
    d.ln("Employer: {e}", e=P(k.employer, "ORGANIZATION"))
    d.ln("Employer contact: {m} (%s), {t}, {x}" % R.choice(["line manager", "HR", "RTW coordinator", "supervisor"]),
         m=nm(k.mgr, "FAMILY", R.choice(["full", "tfull"])), t=P(phi.with_ext(R, phi.phone(R, c)), "PHONE"),
         x=P(phi.email(R, k.mgr.first, k.mgr.last, k.employer), "EMAIL"))
    d.ln("Worksite: {s}, {t}", s=P(phi.street(R, c), "STREET"), t=P(R.choice(PL.TOWNS[c]), "CITY"))
    d.ln("Pre-injury occupation: {p} (%s hrs/week)" % R.choice(["37.5", "40", "20", "48", "30"]), p=P(k.prof, "PROFESSION"))
    d.ln("Date of injury: {d}   Mechanism: %s" % R.choice(["lifting", "slip on wet floor", "repetitive strain",
                                                           "fall from ladder", "pushing cages", "manual handling"]),
         d=date_piece(R, k, k.onset))
    d.ln("Diagnosis: %s (%s) %s" % (k.dx, k.side, R.choice(reg["icd"])))
    d.ln("")
    st = R.choice(["fit", "may be fit", "modified", "unfit"])
    a = k.visit
    b = phi.add_days(a, R.choice([7, 14, 14, 21, 28, 42]))
    if st == "unfit":
        d.ln("Capacity: NO capacity for any employment from {a} to {b}.", a=date_piece(R, k, a, "num"), b=date_piece(R, k, b, "num"))
    else:
        d.ln("Capacity: suitable/modified duties from {a} to {b}.", a=date_piece(R, k, a, "num"), b=date_piece(R, k, b, "num"))
        d.ln("Restrictions:")
        for r in R.sample(["no lifting > 10 kg", "no overhead work", "sit/stand as required", "no ladders",
                           "max 4 hrs/day week 1, 6 hrs week 2", "no driving forklift", "alternate tasks every 30 min",
                           "no kneeling", "keyboard work with breaks", "no use of vibrating tools"], 4):
            d.ln("  [x] %s" % r)
        d.ln("Workplace adaptations: %s" % R.choice(["phased return", "amended duties", "altered hours", "workplace assessment"]))
    d.ln("Treatment plan: physiotherapy %s; HEP; review {r}." % R.choice(["weekly x 6", "fortnightly", "2x/week x 4 weeks"]),
         r=date_piece(R, k, b, "num"))
    d.ln("Factors affecting recovery: %s" % R.choice(["nil", "job insecurity", "long commute", "carer for family member"]))
    if maybe(R, 0.5):
        d.ln("Mode of transport to work: own car {v}; parking close to entrance requested.", v=P(phi.plate(R, c), "VEHICLE"))
    d.ln("")
    d.ln("Assessed: {d}   Next review: {r}", d=date_piece(R, k, a, "long"), r=date_piece(R, k, b, "long"))
    d.ln("Practitioner: {p}   %s {l}" % phi.lic_label(c), p=nm(k.physio, "DOCTOR", "full"), l=P(k.physio_lic, "LICENSE"))
    if c == "AU":
        d.ln("Provider no.: {p}", p=P(phi.digits(R, 6) + R.choice("ABCDEFGHJK") + R.choice("ABCDEFGHJKLTWXY"), "LICENSE"))
    d.ln("Practice: {c}  {t}  fax {f}", c=P(k.clinic, "HOSPITAL"), t=P(k.clinic_tel, "PHONE"), f=P(k.clinic_fax, "FAX"))
    d.ln("Worker consent to release information to employer and insurer: Yes (signed {d})", d=date_piece(R, k, a, "num"))


ACTIONS = ["VIEW", "VIEW", "EDIT", "PRINT", "LOGIN", "LOGOUT", "SIGN", "EXPORT", "ACCESS_DENIED", "BREAK_GLASS"]


def audit_log(R, k, d):
    c = k.c
    d.ln(R.choice(["CLINICAL SYSTEM ACCESS AUDIT - PATIENT RECORD", "Audit trail extract (MSK e-referral system)",
                   "EHR ACCESS LOG - privacy review", "Record access report"]))
    d.ln("Requested by: {n} (Information Governance) on {d}", n=nm(k.admin, "DOCTOR", "full"), d=date_piece(R, k, k.visit, "long"))
    d.ln("Reason: %s" % R.choice(["patient subject access request", "routine privacy audit", "complaint investigation",
                                  "inappropriate access alert", "break-glass review"]))
    d.ln("Patient: {n}   {m}   DOB {d}", n=nm(k.pt, "PATIENT", R.choice(["LF", "Lf"])), m=mrn_piece(R, k), d=dob_piece(R, k, "num"))
    if maybe(R, 0.5):
        d.ln("{i}", i=natid(R, k))
    d.ln("Portal: {u}", u=P(phi.url(R, k.hosp, "ehr/audit?mrn=%s" % phi.digits(R, 6)), "URL"))
    d.ln("")
    d.ln("timestamp            | user          | source IP       | action        | detail")
    d.ln("---------------------+---------------+-----------------+---------------+---------------------------")
    users = [(k.physio_user, k.physio), (k.admin_user, k.admin)]
    for _ in range(R.randint(1, 2)):
        p = Person(R)
        users.append((phi.username(R, p.first, p.last), p))
    t = k.visit
    n = R.randint(7, 13)
    rows = []
    for i in range(n):
        if maybe(R, 0.3):
            t = phi.add_days(t, R.randint(0, 6))
        ts = "%04d-%02d-%02d %s:%02d" % (t.year, t.month, t.day, phi.clock(R, 6, 22), R.randint(0, 59))
        rows.append((ts, i))
    rows.sort()
    for ts, _i in rows:
        u, p = R.choice(users)
        act = R.choice(ACTIONS)
        det = R.choice(["demographics", "clinical notes", "referral letter", "imaging report", "outcome scores",
                        "appointments", "letters", "medication list", "documents"])
        if act == "LOGIN":
            det = R.choice(["password", "smartcard", "biometric fingerprint"])
        ipv = phi.ip(R)
        d.add(P(ts[:10], "DATE"), ts[10:] + " | ", P(u, "USERNAME"), " " * max(1, 14 - len(u)) + "| ",
              P(ipv, "IPADDR"), " " * max(1, 16 - len(ipv)) + "| %-13s | " % act)
        if det == "biometric fingerprint":
            d.add("biometric login, template ", P(phi.bioid(R, "finger"), "BIOID"))
        elif act == "PRINT":
            d.add(det, " -> printer MSK-PRN-0%d" % R.randint(1, 9))
        elif act == "EXPORT":
            d.add(det, " to ", P(phi.email(R, p.first, p.last), "EMAIL"))
        elif act == "BREAK_GLASS":
            d.add("emergency access, reason: '%s'" % R.choice(["covering colleague", "urgent query", "duty physio"]))
        else:
            d.add(det)
        d.add("\n")
    if maybe(R, 0.75):
        d.ln("%s: patient self check-in at %s kiosk, fingerprint match ID {b}" % (
            R.choice(["Note", "Kiosk event", "Also logged"]), R.choice(["reception", "physio gym", "outpatient"])),
             b=P(phi.bioid(R, "finger"), "BIOID"))
    d.ln("")
    d.ln("User directory:")
    for u, p in sorted(users, key=lambda x: x[0]):
        d.ln("  {u} = {n}, %s, %s" % (R.choice(["Physiotherapist", "Admin", "Clinical Coder", "Radiographer", "Receptionist",
                                               "Physio Assistant"]), R.choice(["active", "active", "left organisation"])),
             u=P(u, "USERNAME"), n=nm(p, "DOCTOR", "full"))
    if maybe(R, 0.6):
        d.ln("Workstation {w} located in {r}, {b}.", w=R.choice(["MSK-WS-014", "PHYS-PC-07", "OPD-KIOSK-2"]),
             r=P(k.room, "LOCATION_OTHER"), b=P(R.choice(PL.BUILDINGS), "LOCATION_OTHER"))
    d.ln("Finding: %s" % R.choice(["all access appropriate to care", "1 access not explained - referred to line manager",
                                   "access by former employee account - disabled", "no concerns"]))
    d.ln("Reviewed by {n} ({e}), {t}", n=nm(k.admin, "DOCTOR", "ilast"), e=P(phi.email(R, k.admin.first, k.admin.last), "EMAIL"),
         t=P(phi.with_ext(R, k.clinic_tel), "PHONE"))
