"""Genres: clinic list export, referral triage note, procedure booking form."""
import datetime

import blocks
import clinical
import phi
import pools
from core import Doc, table, csv_cell
from g_letters import cap, extras

SYSTEMS = ["OPD Scheduler", "Clinic Manager", "PAS", "iPM export", "ClinicList v4", "Outpatient Booking System"]
STATUS = ["Booked", "Arrived", "Seen", "DNA", "Cancelled", "In room", "Waiting", "Rebooked"]
ATYPE = ["New", "RV", "R/V", "Tele", "Video", "Phone", "New (Cat 2)", "Procedure", "Results"]


def _row_patient(c):
    r = c.rng
    p = phi.Person(r)
    age = r.randint(18, 93)
    dob = phi.dob_for(r, c.visit, age)
    age = phi.age_at(dob, c.visit)
    m = phi.mrn(r, c.c, c.mrn_style if c.c != "NZ" else 0)
    hp = phi.healthplan(r, c.c, c.hp_kind)[1]
    return dict(p=p, dob=dob, age=age, mrn=m, hp=hp, ph=phi.phone(r, c.c, r.choice(["mobile", "mobile", "land"])),
                gp=phi.Person(r))


def clinic_list(c):
    r = c.rng
    d = Doc()
    sess = r.choice(["AM", "PM", "Full day"])
    clin = c.spec_dr
    hdr = r.randint(0, 2)
    if hdr == 0:
        d.f("{h} -- {ti} Outpatient Clinic List\n", h=c.H(c.clinic), ti=c.S["title"])
        d.f("Session: {dt} ({s})   Clinician: {t} {n}   Location: {b}, Room {rm}\n", dt=c.D(c.visit, r.choice([c.dstyle, "wdl" if c.c != "CA" else "wmdy"])),
            s=sess, t=c.spec_title, n=c.DR(clin, "fl"), b=(c.building, "LOCATION_OTHER"), rm=(c.room, "LOCATION_OTHER"))
    elif hdr == 1:
        d.f("# export: {sys} | clinic={code} | date={dt} | clinician={n}\n", sys=r.choice(SYSTEMS),
            code=c.S["title"][:4].upper() + "-" + r.choice(["GEN", "BIO", "NEW", "RV", "NURSE", "TELE"]) + str(r.randint(1, 9)),
            dt=c.D(c.visit, "iso"), n=c.DR(clin, "LF"))
    else:
        d.f("CLINIC: {ti} ({h})\nDATE: {dt}   SESSION: {s}\nDR: {n}\n", ti=c.S["title"].upper(), h=c.H(c.clinic),
            dt=c.D(c.visit), s=sess, n=c.DR(clin, r.choice(["LFU", "iL", "fl"])))
    d.t("\n")
    n = r.randint(7, 14)
    rows = [_row_patient(c) for _ in range(n)]
    rows[0] = dict(p=c.pt, dob=c.dob, age=c.age, mrn=c.mrn, hp=c.hp[1], ph=c.pt_mob, gp=c.gp)
    r.shuffle(rows)
    cols = ["time", "mrn", "name", "dob"]
    for extra in ["age", "hp", "phone", "type", "gp", "status", "room"]:
        if r.random() < 0.6:
            cols.append(extra)
    nstyle = r.choice(["LF", "LFM", "Lf", "LFU", "fl"])
    mins = [r.choice([0, 15, 30, 45]) + 60 * (8 if sess != "PM" else 13)]
    for _ in range(n - 1):
        mins.append(mins[-1] + r.choice([10, 15, 15, 20, 20, 30]))
    head = {"time": "Time", "mrn": c.mrn_label.replace(":", ""), "name": "Patient", "dob": "DOB", "age": "Age",
            "hp": c.hp[0], "phone": "Contact", "type": "Type", "gp": "Referrer", "status": "Status", "room": "Rm"}
    dstyle = r.choice(phi.DATE_STYLES[c.c])
    grid = [[head[k] for k in cols]]
    for i, rw in enumerate(rows):
        cells = []
        for k in cols:
            if k == "time":
                cells.append("%02d:%02d" % (mins[i] // 60, mins[i] % 60))
            elif k == "mrn":
                cells.append((rw["mrn"], "MRN"))
            elif k == "name":
                cells.append((rw["p"].name(nstyle), "PATIENT"))
            elif k == "dob":
                cells.append((phi.fdate(rw["dob"], dstyle), "DATE"))
            elif k == "age":
                cells.append([(str(rw["age"]), "AGE"), rw["p"].sex] if r.random() < 0.5 else (str(rw["age"]), "AGE"))
            elif k == "hp":
                cells.append((rw["hp"], "HEALTHPLAN"))
            elif k == "phone":
                cells.append((rw["ph"], "PHONE"))
            elif k == "type":
                cells.append(r.choice(ATYPE))
            elif k == "gp":
                cells.append([c.drt + " ", (rw["gp"].name(r.choice(["l", "iL", "fl"])), "DOCTOR")])
            elif k == "status":
                cells.append(r.choice(STATUS))
            elif k == "room":
                cells.append((str(r.randint(1, 12)), "LOCATION_OTHER"))
        grid.append(cells)
    fmt = r.randint(0, 3)
    if fmt == 0:
        for row in grid:
            d.t([[csv_cell(x), ","] for x in row[:-1]], csv_cell(row[-1]), "\n")
    elif fmt == 1:
        table(d, grid, sep="\t")
    elif fmt == 2:
        for j, row in enumerate(grid):
            d.t("| ", [[x, " | "] for x in row[:-1]], row[-1], " |\n")
            if j == 0:
                d.t("|" + "|".join(["---"] * len(row)) + "|\n")
    else:
        table(d, grid)
    d.t("\n")
    booked = len(rows)
    new = r.randint(1, min(4, booked - 1))
    d.ln("Total booked: %d  New: %d  Review: %d  Interpreter required: %d" % (booked, new, booked - new, r.randint(0, 2)))
    k = r.randint(0, 2)
    u = phi.Person(r)
    if k == 0:
        d.f("Printed by {u} on {dt} {tm}\n", u=(u.user(r), "USERNAME"), dt=c.D(phi.add_days(c.visit, -1)), tm=r.choice(["16:42", "17:05", "07:58"]))
    elif k == 1:
        d.f("Exported {dt} by user {u} from {ip}\n", dt=c.D(c.visit, "iso"), u=(u.user(r), "USERNAME"), ip=(phi.ip_private(r), "IPADDR"))
    else:
        d.f("Clinic coordinator: {n}, ext {x}\n", n=c.DR(c.sec, "fl"), x=(phi.pager(r), "PHONE"))
    if r.random() < 0.5:
        d.ln("CONFIDENTIAL -- contains health information. Do not leave unattended.")
    return d


TRIAGE_CAT = {"AU": ["Category 1 (within 30 days)", "Category 2 (within 90 days)", "Category 3 (within 365 days)"],
              "NZ": ["P1 -- urgent (within 2 weeks)", "P2 -- semi-urgent (within 6 weeks)", "P3 -- routine (within 4 months)",
                     "P4 -- decline, advice to GP"],
              "CA": ["Priority A (urgent, < 2 weeks)", "Priority B (< 3 months)", "Priority C (routine)", "Decline - redirect"]}


SHORT_CAT = {"AU": ["Cat 1", "Cat 2", "Cat 3", "Cat 2", "Cat 3"], "NZ": ["P1", "P2", "P3", "P3", "P4 (decline)"],
             "CA": ["A", "B", "C", "C", "Redirect"]}


def referral_triage(c):
    r = c.rng
    d = Doc()
    recv = phi.add_days(c.visit, -r.randint(2, 60))
    if r.random() < 0.7:
        d.f("REFERRAL TRIAGE -- {ti}\n", ti=c.S["title"].upper())
        d.f("Received: {dt} via {how}    Referral ID: {rid}\n", dt=c.D(recv), how=r.choice({"AU": ["e-referral", "fax", "secure message", "post"], "NZ": ["e-referral", "ERMS", "fax"],
                          "CA": ["Ocean eReferral", "fax", "eConsult", "post"]}[c.c]),
            rid=(phi.idnum(r, "ref"), "IDNUM"))
        d.f("Site: {h}\n", h=c.H(c.clinic))
        d.ln("Attachments: referral letter, %d pathology report(s)%s" % (r.randint(1, 4), r.choice(["", ", imaging report", ", GP summary", ", medication list"])))
        if r.random() < 0.5:
            d.f("Previous contact: seen by {t} {n} at {h} in {y}\n", t=c.drt, n=c.DR(phi.Person(r), r.choice(["fl", "l"])),
                h=c.H(phi.inst(r, c.c, "hosp")), y=c.D(phi.add_days(c.visit, -r.randint(500, 4000)), r.choice(["y", "my"])))
        d.t("\n")
        d.ln("Referrer")
        lab, v = phi.licence_clin(r, c.c, "provider")
        d.f("  {t} {g}, {p}\n  {a}\n  Ph {ph}  Fax {fx}  {lab} {v}\n\n", t=c.drt, g=c.DR(c.gp, "fl"), p=c.H(c.gp_prac),
            a=c.addr_line(c.gp_addr), ph=(c.gp_ph, "PHONE"), fx=(c.gp_fax, "FAX"), lab=lab, v=(v, "LICENSE"))
        d.ln("Patient")
        d.f("  {n}  ({ag})  DOB {dob}\n", n=c.PT(r.choice(["LF", "fl", "LFM"])), ag=c.age_phrase(r.choice([3, 4, 8])), dob=c.D(c.dob))
        d.f("  {ml} {m}   {hl} {h}\n", ml=c.mrn_label, m=(c.mrn, "MRN"), hl=c.hp[0], h=c.hp_piece())
        d.f("  {a}\n  Mob {mob}  Home {hm}\n\n", a=c.addr_line(c.pt_addr), mob=c.mob(), hm=(c.pt_home, "PHONE"))
        d.ln("Referral summary (from letter):")
        d.f('  "Dear {s}, thank you for seeing {pt}, {ag}, with {why}. {h} ', s=r.choice(["colleague", c.S["title"] + " team"]),
            pt=c.PT("fl"), ag=c.age_phrase(r.choice([0, 1, 2])), why=r.choice(c.S["triage"]), h=clinical.hx(r, c.S))
        d.f('{He} works as a {p}. Results {dt}: {ix}. Current meds: {m}."\n\n', He=cap(c.he), p=(c.prof, "PROFESSION"),
            dt=c.D(phi.add_days(recv, -r.randint(1, 20))), ix=", ".join(clinical.ix_list(r, c.S, 3)), m=", ".join(c.meds[:3]))
        d.f("Triage decision: {cat}\n", cat=r.choice(TRIAGE_CAT[c.c]))
        d.f("Triaged by: {t} {n} on {dt}\n", t=c.spec_title, n=c.DR(c.spec_dr, r.choice(["fl", "l", "iL"])),
            dt=c.D(phi.add_days(recv, r.randint(1, 9))))
        k = r.randint(0, 2)
        if k == 0:
            d.f("Action: booked " + {"AU": "new patient appt", "NZ": "FSA", "CA": "consult"}[c.c] +
                " {dt} {tm} with {t} {n}, {h}. Letter to patient posted.\n", dt=c.D(c.next_visit),
                tm=r.choice(["09:30", "10:00", "14:15"]), t=c.drt, n=c.DR(c.reg, "fl"), h=c.H(c.clinic))
        elif k == 1:
            d.ln("Action: request further information from GP -- " + ", ".join(clinical.ix_list(r, c.S, 2)) + "; CXR.")
            d.f("Faxed to {fx} on {dt}.\n", fx=(c.gp_fax, "FAX"), dt=c.D(phi.add_days(recv, r.randint(2, 9))))
        else:
            d.ln("Action: returned with advice -- " + r.choice(c.S["plan"]).lower() + "; re-refer if no improvement.")
        if r.random() < 0.5:
            extras(d, c, 1, skip=(12,))
        if r.random() < 0.5:
            d.f("Admin: {u} / {dt}\n", u=(c.sec.user(r), "USERNAME"), dt=c.D(phi.add_days(recv, 1)))
    else:
        d.f("{ti} triage meeting {dt} -- {t} {n} (triaging consultant)\n", ti=c.S["title"], dt=c.D(c.visit),
            t=c.spec_title, n=c.DR(c.spec_dr, "fl"))
        d.ln("Ref ID | Received | Patient | DOB | Referrer | Reason | Priority")
        for i in range(r.randint(4, 8)):
            rp = _row_patient(c) if i else dict(p=c.pt, dob=c.dob, gp=c.gp)
            rd = phi.add_days(c.visit, -r.randint(2, 40))
            d.f("{rid} | {rd} | {n} | {dob} | {t} {g} | {why} | {p}\n", rid=(phi.idnum(r, "ref"), "IDNUM"),
                rd=c.D(rd), n=(rp["p"].name("LF"), "PATIENT"), dob=c.D(rp["dob"]), t=c.drt,
                g=(rp["gp"].name(r.choice(["l", "iL"])), "DOCTOR"), why=r.choice(c.S["triage"]),
                p=r.choice(SHORT_CAT[c.c]))
        d.t("\n")
        d.f("Notes: {pt} -- GP asked for expedited review as {he} is due to start work at {e} on {dt}; upgraded.\n",
            pt=c.PT("iL"), he=c.he, e=(c.employer, "ORGANIZATION"), dt=c.D(phi.add_days(c.visit, r.randint(20, 60))))
        d.f("Minutes: {n}, {role}\n", n=c.DR(c.nurse, "fl"), role=c.nurse_role)
    return d


PROC_LOC = ["Day Procedure Unit", "Endoscopy Suite", "Day Surgery", "Procedure Room", "Sleep Laboratory",
            "Neurophysiology", "Medical Day Unit", "Imaging Department"]


def procedure_booking(c):
    r = c.rng
    d = Doc()
    proc = r.choice(c.S["procs"])
    pdate = c.next_visit
    loc = c.H(c.clinic if r.random() < 0.5 else phi.inst(r, c.c, "hosp"))
    box = r.random() < 0.5
    X = (lambda v: "[x] " + v) if box else (lambda v: v)
    d.f("{ti} PROCEDURE BOOKING FORM\n", ti=c.S["title"].upper())
    d.f("Booking ref: {b}    Account no: {a}\n", b=(phi.idnum(r, "book"), "IDNUM"), a=(phi.account(r), "ACCOUNT"))
    d.t("=" * r.randint(30, 60), "\n")
    d.ln("PATIENT DETAILS")
    d.f("Surname: {s}    Given name(s): {g}    Sex: {x}\n", s=(c.pt.last.upper(), "PATIENT"),
        g=(c.pt.first + ((" " + c.pt.middle) if c.pt.middle else ""), "PATIENT"), x=c.sexl)
    d.f("DOB: {dob}    Age: {a}\n", dob=c.D(c.dob), a=(str(c.age), "AGE"))
    d.f("Address: {a}\n", a=c.addr_line(c.pt_addr))
    d.f("Home: {h}    Mobile: {m}    Email: {e}\n", h=(c.pt_home, "PHONE"), m=c.mob(), e=(c.pt_email, "EMAIL"))
    d.f("{ml}: {m}    {hl}: {h}\n", ml=c.mrn_label, m=(c.mrn, "MRN"), hl=c.hp[0], h=c.hp_piece())
    if r.random() < 0.6:
        d.f("Health fund: {f}    Member no: {n}\n", f=(c.fund, "ORGANIZATION"), n=(c.fund_no, "HEALTHPLAN"))
    if r.random() < 0.35:
        lab, v = phi.ssn(r, c.c)
        d.f("{lab}: {v}\n", lab=lab, v=(v, "SSN"))
    rel, fp = c.fam[0]
    d.f("Next of kin: {n} ({rel})  {p}\n", n=c.FAM(fp, "fl"), rel=rel, p=(c.fam_ph, "PHONE"))
    d.ln("Interpreter: " + r.choice(["No", "No", "Yes - " + r.choice(["Mandarin", "Samoan", "Punjabi", "Arabic", "Vietnamese", "Tongan", "French"])]))
    d.t("\n")
    d.ln("PROCEDURE")
    d.ln(X("Procedure: " + proc))
    d.f("Proceduralist: {t} {n}    Referring: {t2} {g}\n", t=c.spec_title, n=c.DR(c.spec_dr, "fl"), t2=c.drt,
        g=c.DR(c.gp, r.choice(["fl", "iL"])))
    d.ln(X("Sedation: " + r.choice(["conscious sedation", "propofol (anaesthetist)", "nil", "local anaesthetic only", "GA"])))
    d.f("Date: {dt}    Admit: {tm}    Location: {l}, {pl}, {b}\n", dt=c.D(pdate, r.choice([c.dstyle, "wdl" if c.c != "CA" else "wmdy"])),
        tm=r.choice(["07:00", "07:30", "08:15", "11:45", "12:30"]), l=loc, pl=r.choice(PROC_LOC), b=(c.building, "LOCATION_OTHER"))
    if c.sp == "gastroenterology":
        d.ln(X("Bowel prep: " + r.choice(["Moviprep split dose", "Plenvu", "Picoprep x3 sachets", "n/a (gastroscopy)"]) +
               "; low-residue diet 3 days prior; clear fluids from midday the day before"))
    d.ln(X("Fasting: nil solids 6 h, clear fluids until 2 h prior"))
    d.ln(X("Anticoagulant/antiplatelet: " + r.choice(["nil", "apixaban - withhold 48 h", "aspirin - continue",
                                                       "warfarin - INR check day prior", "clopidogrel - withhold 7 days"])))
    d.ln(X("Diabetes: " + r.choice(["no", "yes - halve basal insulin night before", "yes - withhold SGLT2i 3 days prior"])))
    k = r.random()
    if k < 0.45:
        d.f("Implanted device: {m} SN {sn} -- {note}\n", m=r.choice(["PPM (Medtronic Azure)", "ICD (Boston Scientific)",
                                                                    "insulin pump", "VNS (LivaNova)", "cochlear implant"]),
            sn=(phi.device_sn(r, r.choice(["ppm", "pump", "vns"])), "DEVICE"), note=r.choice(["MRI conditional, cardiology aware", "remove pump before procedure", "check with tech"]))
    else:
        d.ln("Implanted devices: nil")
    d.ln(X("Allergies: " + r.choice(clinical.ALLERGIES)))
    d.t("\n")
    d.ln("DISCHARGE / TRANSPORT")
    rel2, fp2 = c.fam[1]
    d.f("Escort home: {rel} {n} (mob {p})\n", rel=rel2, n=c.FAM(fp2, r.choice(["f", "fl"])), p=(phi.phone(r, c.c, "mobile"), "PHONE"))
    if r.random() < 0.55:
        d.f("Car park permit -- vehicle rego: {v}\n", v=(phi.plate(r, c.c), "VEHICLE"))
    d.ln("Must not drive or operate machinery for 24 h after sedation.")
    if r.random() < 0.6:
        d.f("Prep instructions: {u}\n", u=(phi.url(r, "info", c.sp[:5] + "-prep"), "URL"))
    d.t("\n")
    d.f("Booked by: {u} ({n}) on {dt} {tm}\n", u=(c.sec.user(r), "USERNAME"), n=c.DR(c.sec, "fl"),
        dt=c.D(phi.add_days(c.visit, -r.randint(0, 10))), tm=r.choice(["10:12", "15:48", "11:03", "09:27"]))
    d.f("Enquiries: {h} bookings {p}\n", h=c.H(c.clinic), p=(phi.with_ext(r, c.clinic_ph) if r.random() < 0.4 else c.clinic_ph, "PHONE"))
    if r.random() < 0.5:
        d.ln("Consent: " + r.choice(["signed in clinic", "to be signed on the day", "signed, copy scanned"]))
    return d
