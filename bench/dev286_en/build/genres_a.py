"""Genres: interpreter booking requests, interpreted consultation records,
telephone interpreting call logs."""
import case as C
import clinical as K
import common as M
import phi_format as F
import pools_names as PN
from notebuild import Note


# ------------------------------------------------------------ booking_request

def booking_request(rng, country, lower):
    sc = K.pick_scenario(rng)
    c = M.case_for(rng, country, sc)
    n = Note(lower)
    appt = F.workday(F.shift(c["enc"], rng.randrange(2, 30)))
    c["appt"] = appt
    v = rng.randrange(3)
    if v == 0:
        _booking_form(n, rng, c, sc, appt)
    elif v == 1:
        _booking_email(n, rng, c, sc, appt)
    else:
        _booking_freetext(n, rng, c, sc, appt)
    return n


def _booking_form(n, rng, c, sc, appt):
    t0, t1 = M.time_range(rng, rng.choice([30, 45, 60, 90, 120]))
    n.f("{hdr}{pad}Ref: {IDNUM:r}\n", hdr=rng.choice(["INTERPRETER BOOKING REQUEST", "Request for Interpreter (Form LS-01 v3.2)", "LANGUAGE SERVICES - NEW BOOKING", "Interpreter Request"]),
        pad=" " * rng.randrange(3, 20), r=c["booking"])
    n.f("Submitted: {DATE:d} {t} by {USERNAME:u}", d=M.D(rng, c), t=F.fmt_time(rng), u=c["user_clerk"])
    if rng.random() < 0.5:
        n.t(" on behalf of ").seq(M.staff_name(rng, c, "doc", "dr_last"))
    n.t("\n" + "=" * rng.choice([30, 46, 60]) + "\n")
    n.t("REQUESTER\n")
    n.t("Name: ").seq(M.staff_name(rng, c, "clerk", rng.choice(["full", "last_first", "init_last"]))).f("   Role: {r}\n", r=rng.choice(["Clinic clerk", "Ward clerk", "Medical secretary", "Outpatient booking team", "Nurse in charge"]))
    n.f("Department: {d}    Cost centre: {cc}\n", d=sc["dept"], cc=rng.choice(["4410-PHY", "CC 7720", "612-300-14", "N/A", "RNV-009"]))
    n.f("Site: {HOSPITAL:h}\n", h=c["hosp"])
    n.f("Contact ext: {PHONE:e}", e=c["dept_ext"])
    if rng.random() < 0.6:
        n.f("   Fax: {FAX:f}", f=c["dept_fax"])
    n.f("\nEmail: {EMAIL:e}\n\n", e=F.email(rng, c["clerk"].first, c["clerk"].last, c["hosp"]))
    n.t("PATIENT\n")
    if rng.random() < 0.5:
        n.f("Surname: {PATIENT:l}   Forename(s): {PATIENT:f}\n", l=c["pt"].last.upper() if rng.random() < 0.5 else c["pt"].last, f=c["pt"].first)
    else:
        n.t("Name: ").seq(M.pt_name(rng, c, rng.choice(["caps_lf", "full_t", "full"]))).nl()
    M.dob_line(n, rng, c)
    n.f("   Sex: {s}\n", s=c["pt"].sex)
    M.pt_ids(n, rng, c)
    n.t("Address: ").seq(C.addr_pieces(rng, c["addr"], c["country"], "line")).nl()
    n.f("Tel: {PHONE:p}", p=c["pt_mobile"])
    if rng.random() < 0.4:
        n.f(" / {PHONE:p}", p=c["pt_phone"])
    n.t("\n\nLANGUAGE\n")
    n.f("Language: {l}   Dialect/variety: {dv}\n", l=c["lang"], dv=rng.choice(["-", "not known", "as per pt", "see notes", "southern"]))
    n.f("Interpreter gender: {g}   Mode: {m}\n", g=rng.choice(["No preference", "Female", "Male", "Female ONLY"]), m=M.interp_mode(rng, c))
    if rng.random() < 0.4:
        n.f("Country of origin: {COUNTRY:k}\n", k=c["birth_country"])
    n.t("\nAPPOINTMENT\n")
    n.f("Date: {DATE:d}   Start: {t0}   Finish (est.): {t1}\n", d=M.D(rng, c, appt), t0=t0, t1=t1)
    n.t("Venue: ")
    M.venue(n, rng, c, with_addr=rng.random() < 0.4)
    n.t("\nClinician: ").seq(M.staff_name(rng, c, "doc", rng.choice(["dr_last", "dr_full", "full_cred"]), c["doc_cred"])).nl()
    n.f("Nature of appointment: {r}\n", r=sc["reason"])
    n.f("Additional info: {b}\n", b=K.booking_note(rng, c))
    if rng.random() < 0.6:
        n.f("NOK: ").seq(M.fam_name(rng, c, "full")).f(" ({r}) {PHONE:p} - NOT to interpret\n", r=c["fam"]["rel"], p=c["fam"]["phone"])
    if rng.random() < 0.5:
        n.f("Funding/PO: {IDNUM:po}\n", po=F.idnum(rng, "po"))
    n.f("\nStatus: {s}\n", s=rng.choice(["PENDING - awaiting agency confirmation", "SENT TO AGENCY", "CONFIRMED", "UNFILLED - escalated", "ALLOCATED"]))
    if rng.random() < 0.5:
        n.f("Agency: {ORGANIZATION:a}  Agency ref: {IDNUM:r}\n", a=c["agency"], r=F.idnum(rng, "booking"))


def _booking_email(n, rng, c, sc, appt):
    t0, _ = M.time_range(rng)
    n.f("From: {EMAIL:a}\nTo: {EMAIL:b}\n", a=c["coord_email"], b=c["ag_email"])
    if rng.random() < 0.5:
        n.f("Cc: {EMAIL:d}\n", d=c["doc_email"])
    n.f("Sent: {DATE:d} {t}\n", d=M.weekday_date(rng, c, c["enc"]), t=F.fmt_time(rng))
    n.f("Subject: {sub} - {l} - {DATE:d} - ref {IDNUM:r}\n\n", sub=rng.choice(["Interpreter request", "URGENT interp booking", "Booking req", "RE: interpreter needed"]),
        l=c["lang"], d=M.D(rng, c, appt, "dmy_short" if c["country"] != "US" else "mdy_short"), r=c["booking"])
    n.f("{hi},\n\n", hi=rng.choice(["Hi team", "Hello", "Dear Bookings", "Good morning", "Hi all"]))
    n.f("Could you please provide a {l} interpreter ({m}) for the following appointment?\n\n", l=c["lang"], m=M.interp_mode(rng, c))
    n.t("Patient: ").seq(M.pt_name(rng, c, rng.choice(["last_t", "full_t", "full"])))
    n.t(" (").seq(M.pt_name(rng, c, "initials")).t(")")
    if rng.random() < 0.5:
        n.t(", ").seq(M.age_sex(rng, c))
    n.nl()
    M.dob_line(n, rng, c)
    n.nl()
    M.pt_ids(n, rng, c)
    n.f("Date/time: {DATE:d} at {t}, approx {dur}\n", d=M.D(rng, c, appt), t=t0, dur=rng.choice(["1 hr", "45 mins", "90 min", "2 hrs", "30 min"]))
    n.t("Location: ")
    M.venue(n, rng, c, with_addr=False)
    n.nl()
    n.f("Reason: {r}\n", r=sc["reason"])
    n.t("Please ask the interpreter to report to ").f("{LOCATION_OTHER:b}", b=c["building"]).t(" reception and ask for ").seq(M.staff_name(rng, c, "nurse", "first")).t(".\n")
    n.f("{b}\n", b=K.booking_note(rng, c))
    if rng.random() < 0.5:
        n.t("Pt's ").f("{r} ", r=c["fam"]["rel"]).seq(M.fam_name(rng, c)).t(" will bring ").t(C.pron(c["pt"])[1]).t(" - ").f("{fr} contact {PHONE:p}.\n", fr="their", p=c["fam"]["phone"])
    if rng.random() < 0.5:
        n.f("Please invoice against PO {IDNUM:po}, cost centre {cc}.\n", po=F.idnum(rng, "po"), cc=rng.choice(["4471", "GYN-220", "7720-110"]))
    if rng.random() < 0.25:
        n.t("NB clinic closed over ").seq(M.holiday(rng, c)).t(" - if no interpreter available please offer the following week.\n")
    n.f("\n{cl},\n", cl=M.closing(rng))
    M.staff_sig(n, rng, c, "coord")
    if rng.random() < 0.4:
        n.t("\n> On ").f("{DATE:d}", d=M.D(rng, c, F.shift(c["enc"], -1))).t(", ").seq(M.staff_name(rng, c, "doc", "full")).t(" wrote:\n> can we get an interpreter for ").seq(M.pt_name(rng, c, "first")).f(" for the {dept} appt pls\n", dept=sc["dept"])


def _booking_freetext(n, rng, c, sc, appt):
    n.f("{h}\n", h=rng.choice(["Phone msg taken - interpreter booking", "Interpreter booking - ward request", "** INTERPRETER REQUIRED **", "Bookings diary entry"]))
    n.f("{DATE:d} {t} ", d=M.D(rng, c), t=F.fmt_time(rng))
    n.seq(M.staff_name(rng, c, "clerk", rng.choice(["full", "initials", "first"]))).t(" took call from ")
    n.seq(M.staff_name(rng, c, "nurse", rng.choice(["full", "first", "init_last"]))).f(" on {HOSPITAL:w}", w=c["ward"])
    n.f(" (ext {PHONE:e}).\n", e=c["dept_ext"])
    n.f("Needs {l} interpreter for {what} re ", l=c["lang"], what=rng.choice(["family meeting", "discharge planning mtg", "consent", "ward round", "capacity assessment", "OT home visit"]))
    n.seq(M.pt_name(rng, c, rng.choice(["full_t", "caps_lf", "full"])))
    n.f(", {b}", b=rng.choice(["", "bed ", "bay "]).strip() or "bed")
    n.f(" {LOCATION_OTHER:bd}", bd=str(rng.randrange(1, 30)))
    n.f(", {mrn_l} {MRN:m}.\n", mrn_l=M.mrn_label(rng, c), m=c["mrn"])
    n.f("When: {DATE:d} from {t}", d=M.weekday_date(rng, c, appt), t=F.fmt_time(rng))
    n.f(" - {dur}.\n", dur=rng.choice(["approx 1h", "1.5 hrs", "45 min", "whole morning"]))
    n.t("Family attending: ").f("{r} ", r=c["fam"]["rel"]).seq(M.fam_name(rng, c, "full")).f(" (mob {PHONE:p})", p=c["fam"]["phone"])
    if rng.random() < 0.5:
        n.t(", who works as a ").f("{PROFESSION:p}", p=c["fam"]["prof"]).t(" and can only come after 3pm")
    n.t(".\n")
    if c["sign"]:
        n.f("Pt is Deaf, {l} user; written English limited. {b}\n", l=c["lang"], b=K.booking_note(rng, c))
    else:
        n.f("Pt speaks some English but {l} preferred for complex info. {b}\n", l=c["lang"], b=K.booking_note(rng, c))
    n.f("Booked with {ORGANIZATION:a} via {ch} - ", a=c["agency"], ch=rng.choice(["portal", "phone", "email"]))
    n.f("their ref {IDNUM:r}; ", r=F.idnum(rng, "booking"))
    n.t("interpreter allocated: ").seq(M.interp_name(rng, c)).f(" ({cr}).\n", cr=c["interp_cred"])
    n.t("Confirmation sent to ward. ").seq(M.staff_name(rng, c, "clerk", "lower_initials")).nl()


# ------------------------------------------------------ interpreted_consult

def interpreted_consult(rng, country, lower):
    sc = K.pick_scenario(rng)
    c = M.case_for(rng, country, sc)
    n = Note(lower)
    k = rng.random()
    if k < 0.3:
        _consult_letter(n, rng, c, sc)
    elif k < 0.85 and c["age"] >= 40 and sc["dept"] in _INPATIENT:
        __import__("genres_e").ward_narrative(n, rng, c, sc)
    else:
        _consult_note(n, rng, c, sc)
    return n


_INPATIENT = {"Stroke Rehabilitation", "Palliative Care", "Memory Clinic", "Renal Outpatients", "Oncology Day Unit",
              "Neurology Outpatients", "Cardiology Outpatients", "Orthopaedic Pre-op Assessment", "Gastroenterology"}


def _interp_line(n, rng, c):
    mode = M.interp_mode(rng, c)
    st = rng.randrange(3)
    if st == 0:
        n.f("Interpreter: {l} - ", l=c["lang"]).seq(M.interp_name(rng, c)).f(" ({ORGANIZATION:a}, ID {IDNUM:i}) - {m}\n", a=c["agency"], i=c["interp_id"], m=mode)
    elif st == 1:
        n.f("Seen with professional {l} interpreter ", l=c["lang"]).seq(M.interp_name(rng, c, "full")).f(" via {m}", m=mode)
        n.f(" ({body} {LICENSE:v}).\n", body=c["lic_body"], v=c["lic"])
    else:
        n.f("Interp: {m}, {l}, interpreter #{IDNUM:i}", m=mode, l=c["lang"], i=c["interp_id"].lstrip("#"))
        n.f(" from {ORGANIZATION:a}\n", a=c["agency"])


def _consult_note(n, rng, c, sc):
    n.f("{d} - {kind}\n", d=sc["dept"], kind=rng.choice(["Clinic note", "Outpatient consultation", "Progress note", "Consultation record"]))
    n.t("Pt: ").seq(M.pt_name(rng, c, rng.choice(["caps_lf", "full", "lf"]))).f(" | DOB {DATE:d} | ", d=M.D(rng, c, c["dob"]))
    n.f("{lab} {MRN:m}\n", lab="NHS No" if c.get("nhs") else M.mrn_label(rng, c), m=c["nhs"] if c.get("nhs") else c["mrn"])
    n.f("Date of visit: {DATE:d}   Clinician: ", d=M.D(rng, c)).seq(M.staff_name(rng, c, "doc", "dr_full")).nl()
    n.f("Location: {HOSPITAL:h}, {r}\n", h=c["hosp"], r=c["room"])
    _interp_line(n, rng, c)
    if rng.random() < 0.6:
        n.t("Also present: ").f("{r} ", r=c["fam"]["rel"]).seq(M.fam_name(rng, c))
        if rng.random() < 0.4:
            n.f(" (aged {AGE:a})", a=str(rng.randrange(16, 80)))
        n.t(rng.choice([", student nurse", "", ", HCA", " and medical student"])).t("\n")
    n.nl()
    if c["sign"]:
        n.t("ID: ").seq(M.age_sex(rng, c)).f(", Deaf, {l} user, ", l=c["lang"].split(" (")[0])
    else:
        n.t("ID: ").seq(M.age_sex(rng, c)).f(", {l}-speaking, ", l=c["lang"].split(" (")[0])
    n.t(rng.choice(["born in ", "from ", "originally from "])).f("{COUNTRY:k}", k=c["birth_country"])
    n.f(", arrived {DATE:y}.\n", y=str(c["enc"].year - rng.randrange(1, 15)))
    n.f("PC: {p}\n", p=sc["pc"])
    n.f("HPI: {h}\n", h=sc["hpi"])
    n.t("SH: ")
    M.social(n, rng, c)
    n.t(rng.choice(["Never smoked. No alcohol.", "Smokes 10/day. Nil EtOH.", "Ex-smoker. Occ EtOH.", "Chews paan daily.", "Non-smoker."]) + "\n")
    n.f("O/E: {e}\n", e=sc["exam"])
    if rng.random() < 0.5:
        n.f("{hn}\n", hn=K.hard_neg(rng, 2, c["sign"]))
    n.f("Results: {l}\n", l=sc["labs"])
    n.f("Meds:\n{m}", m=K.med_block(rng, sc))
    n.f("Plan: {p}\n", p=sc["plan"])
    n.f("Interpreting: {t}\n", t=rng.choice(K.TEACHBACK))
    if rng.random() < 0.45:
        n.f("Coding: {a}; {b}\n", a=rng.choice(K.CODES), b=rng.choice(["interpreter used (SNOMED 315560000)", "Z60.3", "interpreter needed flag 9NU0.", "language barrier - extended appt (MBS item 36)"]))
    if rng.random() < 0.5:
        q = rng.choice(["my {r} {FAMILY:f} usually helps me with letters", "please send letters in my language to {STREET:s}",
                        "i cannot come on {DATE:wd} because i work at {ORGANIZATION:e}", "my {r} {FAMILY:f} drives me to the hospital"])
        n.t('Pt said (via interpreter): "').f(q, r=c["fam"]["rel"], f=c["fam"]["p"].first, s=c["addr"]["street"],
                                            wd=F.WD[rng.randrange(5)], e=c["employer"]).t('"\n')
    fu = F.workday(F.shift(c["enc"], rng.choice([14, 28, 42, 90, 180])))
    n.f("F/U: {DATE:d} - interpreter to be pre-booked ({l}).\n\n", d=M.D(rng, c, fu), l=c["lang"])
    M.staff_sig(n, rng, c, "doc", rng.choice(["Consultant", "Registrar", "GP", "Attending", "Fellow", "Nurse Practitioner"]))


def _consult_letter(n, rng, c, sc):
    n.f("{HOSPITAL:h}\n{dept}\n", h=c["hosp"], dept=sc["dept"])
    n.seq(C.addr_pieces(rng, c["site_addr"], c["country"], "multi")).nl()
    n.f("Tel {PHONE:p}  Fax {FAX:f}\n\n", p=c["doc_phone"], f=c["dept_fax"])
    n.f("Dictated: {DATE:d}   Typed: {DATE:t}\n\n", d=M.D(rng, c), t=M.D(rng, c, F.shift(c["enc"], rng.randrange(1, 6))))
    gp = C.make_person(rng)
    n.t("Dear ").seq(C.name(rng, gp, "DOCTOR", "dr_last")).t(",\n\n")
    n.t("Re: ").seq(M.pt_name(rng, c, rng.choice(["full_t", "caps_full", "full"]))).f(", DOB {DATE:d}\n", d=M.D(rng, c, c["dob"]))
    n.seq(C.addr_pieces(rng, c["addr"], c["country"], "line")).nl()
    M.pt_ids(n, rng, c, sep="  ")
    n.t("\n\n")
    n.f("Diagnosis: {p}\n\n", p=sc["pc"])
    n.t(rng.choice(["I saw ", "I reviewed ", "Many thanks for referring "])).seq(M.pt_name(rng, c, rng.choice(["last_t", "first"]))).f(", seen today ({dept}) with a professional interpreter ({l})", dept=sc["dept"], l=c["lang"])
    n.t(", ").seq(M.interp_name(rng, c, "full")).t(rng.choice([", attending in person.", ", by telephone.", " (video).", "."]))
    n.t(" ").seq(M.pt_name(rng, c, "first")).f(" was accompanied by {pp} {r}, ", pp=C.pron(c["pt"])[2], r=c["fam"]["rel"]).seq(M.fam_name(rng, c, "full")).t(".\n\n")
    n.f("{h}\n\n", h=sc["hpi"])
    n.f("On examination: {e} {l}\n\n", e=sc["exam"], l=sc["labs"])
    n.f("Plan: {p}\n\n", p=sc["plan"])
    n.t("Please note ").seq(M.pt_name(rng, c, "first")).f(" requires an interpreter ({l}) for all appointments; ", l=c["lang"])
    n.t(rng.choice(["this has been flagged on the system.", "written information should be sent in translation.", "telephone contact should be made with an interpreter on the line."]))
    n.t("\n\nYours sincerely,\n\n\n")
    n.seq(M.staff_name(rng, c, "doc", "full_cred", c["doc_cred"])).nl()
    n.f("{r}\n", r=rng.choice(["Consultant", "Specialty Registrar", "Associate Specialist", "Staff Specialist"]))
    n.t("cc: ").seq(M.pt_name(rng, c, "full_t")).t(" (translated copy requested)\n")
    n.t(rng.choice(["Typed by: ", "DD/", "Transcribed: "])).seq(M.staff_name(rng, c, "clerk", "lower_initials")).nl()


# ---------------------------------------------------------- phone_call_log

_OUTCOMES = ["completed", "completed", "completed", "no answer at 3rd party", "caller disconnected",
             "no interpreter available - callback", "completed - poor line", "wrong language requested",
             "completed (conference call)", "dropped, reconnected"]


def phone_call_log(rng, country, lower):
    c = C.make_case(rng, country, sign=False)
    n = Note(lower)
    if rng.random() < 0.55:
        _call_report(n, rng, c)
    else:
        _call_record(n, rng, c)
    return n


def _call_report(n, rng, c):
    start = c["enc"]
    end = F.shift(start, rng.randrange(5, 31))
    n.f("{ORGANIZATION:a} - Client Usage Report\n", a=c["agency"])
    n.f("Client: {HOSPITAL:h}   Account: {ACCOUNT:acct}\n", h=c["hosp"], acct=F.account(rng))
    n.f("Period: {DATE:a} to {DATE:b}\n", a=M.D(rng, c, start, "iso"), b=M.D(rng, c, end, "iso"))
    n.f("Generated {DATE:g} by {USERNAME:u}\n\n", g=M.D(rng, c, F.shift(end, 1)), u=c["user_coord"])
    n.t("Call ID        | Date       | Start | Min | Language        | Interp | Requester         | Ext    | Pt ref\n")
    n.t("-" * 104 + "\n")
    rows = rng.randrange(6, 12)
    tot = 0
    for i in range(rows):
        d = F.shift(start, rng.randrange((end - start).days + 1))
        mins = rng.choice([3, 6, 9, 12, 14, 17, 21, 25, 33, 48])
        tot += mins
        origin = rng.choice(PN.COUNTRY_ORIGINS[c["country"]])
        lang = rng.choice(PN.ORIGINS[origin]["langs"])
        if lang == "English":
            lang = "Mandarin"
        req = C.make_person(rng)
        n.f("{IDNUM:ci}", ci=F.idnum(rng, "call")).t(" | ")
        n.f("{DATE:d}", d=F.fmt_date(rng, d, c["country"], "dmy" if c["country"] not in ("US", "CA") else "mdy")).t(" | ")
        n.t("%02d:%02d | %3d | %-15s | " % (rng.randrange(7, 20), rng.randrange(60), mins, lang[:15]))
        n.f("{IDNUM:iid}", iid=F.idnum(rng, "interp").lstrip("#")).t(" | ")
        n.seq(C.name(rng, req, "DOCTOR", rng.choice(["init_last", "full", "last_first"]))).t(" | ")
        n.f("{PHONE:e}", e=F.extension(rng)).t(" | ")
        k = rng.randrange(4)
        pp = C.make_person(rng, origin)
        if k == 0:
            n.f("{MRN:m}", m=F.mrn(rng, c["country"]))
        elif k == 1:
            n.seq(C.name(rng, pp, "PATIENT", "initials"))
        elif k == 2:
            n.seq(C.name(rng, pp, "PATIENT", "caps_last")).f(" {MRN:m}", m=F.mrn(rng, c["country"]))
        else:
            n.t("-")
        o = rng.choice(_OUTCOMES)
        if o != "completed":
            n.f("  [{o}]", o=o)
        n.nl()
    n.t("-" * 104 + "\n")
    n.f("Total calls: {r}   Total minutes: {t}   Avg connect time: {a} sec\n", r=str(rows), t=str(tot), a=str(rng.randrange(18, 75)))
    rate = rng.choice([0.85, 1.10, 1.25, 1.40, 0.95])
    n.t("Rate: %s/min (OPI, all languages)   Est. charge: %s\n" % (M.money(rng, c, rate), M.money(rng, c, tot * rate)))
    n.t("Queries: ").f("{EMAIL:e}", e=c["ag_email"]).t(" or ").f("{PHONE:p}", p=c["ag_phone"]).nl()


def _call_record(n, rng, c):
    n.t(rng.choice(["CALL RECORD", "OPI SESSION DETAIL", "Telephone Interpreting - Call Detail", "CALL SUMMARY"]) + "\n")
    n.f("Call ID: {IDNUM:ci}\n", ci=F.idnum(rng, "call"))
    s0 = rng.randrange(7 * 3600, 20 * 3600)
    dur = rng.randrange(120, 2700)
    s1 = s0 + dur
    hms = lambda x: "%02d:%02d:%02d" % (x // 3600, x // 60 % 60, x % 60)
    n.f("Connected: {DATE:d} {t}   Disconnected: {t2}   Billable: {m} min\n", d=M.D(rng, c), t=hms(s0), t2=hms(s1), m=str((dur + 59) // 60))
    n.f("Language: {l}   Interpreter: {IDNUM:i} (", l=c["lang"], i=c["interp_id"])
    n.seq(M.interp_name(rng, c, rng.choice(["first_init", "first"]))).t(")\n")
    n.f("Client: {HOSPITAL:h} / {d}   Client PIN: {ACCOUNT:pin}\n", h=c["hosp"], d=rng.choice(K.DEPTS), pin=F.account(rng))
    n.t("Caller: ").seq(M.staff_name(rng, c, "nurse", rng.choice(["full", "full_cred"]), "RN")).f("   Callback: {PHONE:p}\n", p=c["doc_phone"])
    if rng.random() < 0.6:
        n.f("3rd party dialled out: {PHONE:p} ({w})\n", p=c["pt_mobile"], w=rng.choice(["patient mobile", "pt home", "patient's daughter", "care home"]))
    if rng.random() < 0.5:
        n.f("Caller verified via {v} {BIOID:b}\n", v=rng.choice(["voiceprint", "voice biometric ID", "voice-ID"]), b=F.bioid(rng))
    n.t("Patient name given: ").seq(M.pt_name(rng, c, rng.choice(["full", "caps_lf", "full_t"]))).nl()
    if rng.random() < 0.6:
        M.dob_line(n, rng, c, "DOB given")
        n.nl()
    n.t("Interpreter notes:\n")
    lines = [
        "Nurse called pt re results and medication change. Pt confirmed name and DOB.",
        "Pt asked to speak with ", "Call was interrupted once; reconnected within 1 min.",
        "Pt's {r} answered first and passed phone to pt.", "Pt confirmed address as {STREET:s}, {CITY:ct}.",
        "Appt rebooked for {DATE:a} at {t}.", "Caller read out dose instructions: ", "Pt unsure about fasting for blood test - clarified 10-12 h fast, water OK.",
    ]
    for i in rng.sample(range(len(lines)), rng.randrange(3, 6)):
        ln = lines[i]
        if i == 1:
            n.t(ln).seq(M.staff_name(rng, c, "doc", "dr_last")).t(" directly - message left.\n")
        elif i == 6:
            n.t(ln).t(rng.choice(["metformin 500 mg twice daily with food.", "warfarin 3 mg tonight then INR check in 3 days.", "prednisolone 30 mg x 5/7 then stop.", "amoxicillin 500 mg three times a day for 5 days."])).nl()
        else:
            n.f(ln + "\n", r=c["fam"]["rel"], s=c["addr"]["street"], ct=c["addr"]["city"],
                a=M.D(rng, c, F.workday(F.shift(c["enc"], rng.randrange(3, 20)))), t=F.fmt_time(rng))
    n.f("Outcome: {o}\n", o=rng.choice(_OUTCOMES))
    if rng.random() < 0.5:
        n.f("Logged by {USERNAME:u} from {IPADDR:ip}\n", u=F.username(rng, c["interp"].first, c["interp"].last), ip=F.ipaddr(rng))
