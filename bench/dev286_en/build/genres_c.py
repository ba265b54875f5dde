"""Genres: complaints about interpreting, language-preference records,
reception notes."""
import case as C
import clinical as K
import common as M
import phi_format as F
import pools_places as PP
from notebuild import Note

_CHANNELS = ["email", "telephone", "letter", "online feedback form", "in person at PALS desk", "via MP's office"]
_OUTCOME = ["Upheld", "Partially upheld", "Not upheld", "Resolved informally", "Ongoing"]


# ----------------------------------------------------------------- complaint

def complaint(rng, country, lower):
    sc = K.pick_scenario(rng)
    c = M.case_for(rng, country, sc)
    n = Note(lower)
    k = rng.randrange(3)
    if k == 0:
        _complaint_record(n, rng, c, sc)
    elif k == 1:
        _complaint_letter(n, rng, c, sc)
    else:
        _complaint_agency_response(n, rng, c, sc)
    return n


_INV = {"daughter": ("mother", "father"), "son": ("mother", "father"), "wife": ("husband", "husband"),
        "husband": ("wife", "wife"), "mother": ("daughter", "son"), "father": ("daughter", "son"),
        "sister": ("sister", "brother"), "brother": ("sister", "brother"), "older sister": ("sister", "brother"),
        "older brother": ("sister", "brother"), "granddaughter": ("grandmother", "grandfather"),
        "grandson": ("grandmother", "grandfather"), "niece": ("aunt", "uncle"), "nephew": ("aunt", "uncle"),
        "daughter-in-law": ("mother-in-law", "father-in-law"), "son-in-law": ("mother-in-law", "father-in-law"),
        "grandmother": ("granddaughter", "grandson"), "grandfather": ("granddaughter", "grandson"),
        "foster mother": ("foster daughter", "foster son"), "aunt": ("niece", "nephew"), "uncle": ("niece", "nephew"),
        "stepdaughter": ("stepmother", "stepfather"), "stepfather": ("stepdaughter", "stepson"),
        "sister-in-law": ("sister-in-law", "brother-in-law"), "brother-in-law": ("sister-in-law", "brother-in-law")}


def _inverse(c):
    r = _INV.get(c["fam"]["rel"])
    if not r:
        return "friend" if c["fam"]["rel"] != "partner" else "partner"
    return r[0] if c["pt"].sex == "F" else r[1]


def _narrative(n, rng, c, sc, first_person=True):
    issue = rng.choice(K.INTERP_ISSUES)
    d = c["enc"]
    n.f("On {DATE:d} ", d=M.D(rng, c, d, rng.choice([None, "d_month_y", "month_d_y"])))
    n.t("I attended with " if first_person else "the complainant attended with ").seq(M.pt_name(rng, c, rng.choice(["full", "first"])))
    n.f(" for the {dept} appointment at {HOSPITAL:h}. ", dept=sc["dept"], h=c["hosp"])
    n.f("A {l} interpreter had been booked. Problem: {i}. ", l=c["lang"], i=issue)
    if "no-show" in issue or "cancelled" in issue or "did not attend" in issue:
        n.t("I" if first_person else "The " + c["fam"]["rel"]).t(" had to translate the consultation, including results that ").seq(M.pt_name(rng, c, "first")).t(" did not want family to hear. ")
    else:
        ip = c["interp"]
        n.f("The interpreter, who gave {h} name as ", h="her" if ip.sex == "F" else "his")
        n.seq(M.interp_name(rng, c, rng.choice(["first", "full"]))).t(", ")
        n.t(rng.choice(["seemed to be summarising and not passing on everything the doctor said. ",
                        "was speaking a different dialect and ", "made personal comments about our family. ",
                        "was on the phone and kept cutting out. "]))
        if n.parts[-1].endswith("and "):
            n.seq(M.pt_name(rng, c, "first")).t(" could not follow. ")
    if rng.random() < 0.6:
        n.t("When we asked ").seq(M.staff_name(rng, c, "doc", rng.choice(["dr_last", "dr_full"]))).t(" to rebook, we were told to come back on ")
        n.f("{DATE:wd}", wd=M.weekday_date(rng, c, F.workday(F.shift(d, rng.randrange(3, 12))))).t(". ")
    if rng.random() < 0.5:
        if first_person:
            n.t("I had to take unpaid leave from ").f("{ORGANIZATION:e}", e=c["employer"]).t(" where I work as a ").f("{PROFESSION:p}", p=c["fam"]["prof"]).t(". ")
        else:
            n.t("The complainant, a ").f("{PROFESSION:p}", p=c["fam"]["prof"]).t(", lost a day's pay from ").f("{ORGANIZATION:e}", e=c["employer"]).t(". ")
    n.t(rng.choice(["This is the third time this has happened. ", "The family are very upset. " if not first_person else "We are very upset. ", "Nobody apologised. ", ""]))


def _complaint_record(n, rng, c, sc):
    ref = F.idnum(rng, "complaint")
    n.t(rng.choice(["PATIENT EXPERIENCE TEAM - COMPLAINT RECORD", "PALS / Complaints - Case Summary", "Patient Relations - Concern Record", "Consumer Feedback - Complaint"]) + "\n")
    recv = F.shift(c["enc"], rng.randrange(1, 20))
    n.f("Ref: {IDNUM:r}   Received: {DATE:d} via {ch}\n", r=ref, d=M.D(rng, c, recv), ch=rng.choice(_CHANNELS))
    n.t("Complainant: ").seq(M.fam_name(rng, c, "full_t")).f(" ({r} of patient)   Tel {PHONE:p}", r=c["fam"]["rel"], p=c["fam"]["phone"])
    if rng.random() < 0.6:
        n.f("   Email {EMAIL:e}", e=F.email(rng, c["fam"]["p"].first, c["fam"]["p"].last))
    n.t("\nAddress: ").seq(C.addr_pieces(rng, c["addr"], c["country"], "line")).nl()
    n.t("Patient: ").seq(M.pt_name(rng, c, rng.choice(["full", "caps_lf", "lf"]))).f("   DOB {DATE:d}   ", d=M.D(rng, c, c["dob"]))
    n.f("{lab} {MRN:m}\n", lab=M.mrn_label(rng, c), m=c["mrn"])
    n.f("Consent to share info: {y}\n", y=rng.choice(["Yes - form signed", "Yes (verbal, via interpreter)", "Pending"]))
    n.f("Category: Communication - interpreting   Service: {dept}, {HOSPITAL:h}\n", dept=sc["dept"], h=c["hosp"])
    n.f("Provider involved: {ORGANIZATION:a}", a=c["agency"])
    if rng.random() < 0.6:
        n.f(" (booking {IDNUM:b})", b=c["booking"])
    n.t("\n\nSummary of concern (as told to PALS):\n")
    _narrative(n, rng, c, sc, first_person=False)
    n.t("\n\nDesired outcome: " + rng.choice(["apology and assurance it will not happen again", "same interpreter never to be sent again",
                                               "rebooked appointment with a face-to-face interpreter", "explanation of why family were asked to interpret"]) + ".\n\n")
    n.t("Actions:\n")
    d = recv
    acts = ["Acknowledged by ", "Statement requested from agency re interpreter ", "Clinician statement requested from ",
            "Meeting offered to complainant; declined - prefers written response.", "Response letter drafted, translated into ", "Closed. Learning shared at team brief."]
    for i, a in enumerate(acts[:rng.randrange(3, 7)]):
        d = F.shift(d, rng.randrange(1, 8))
        n.f("  {DATE:d}  ", d=M.D(rng, c, d, "dmy" if c["country"] not in ("US",) else "mdy"))
        if i == 0:
            n.t(a).seq(M.staff_name(rng, c, "coord", rng.choice(["full", "init_last"]))).f(" (letter sent, {u})\n", u=rng.choice(["3 working days", "within target", "2 days late"]))
        elif i == 1:
            n.t(a).seq(M.interp_name(rng, c, "full")).f(" (ID {IDNUM:i})\n", i=c["interp_id"])
        elif i == 2:
            n.t(a).seq(M.staff_name(rng, c, "doc", "dr_full")).nl()
        elif i == 4:
            n.f("{a}{l} by {ORGANIZATION:ag}\n", a=a, l=c["lang"], ag=rng.choice(PP.AGENCIES))
        else:
            n.t(a + "\n")
    n.f("\nOutcome: {o}\n", o=rng.choice(_OUTCOME))
    n.t("Handler: ").seq(M.staff_name(rng, c, "coord", "full")).f("  {EMAIL:e}  {PHONE:p}\n", e=c["coord_email"], p=c["doc_phone"])


def _complaint_letter(n, rng, c, sc):
    fam = c["fam"]["p"]
    n.f("{sub}\n", sub=rng.choice(["Subject: complaint about interpreter", "Complaint - interpreting service", "RE: what happened at the appointment", "formal complaint"]))
    n.f("From: {EMAIL:e}\n", e=F.email(rng, fam.first, fam.last))
    n.f("To: {EMAIL:t}\n", t=F.role_email(rng, c["hosp"], rng.choice(["pals", "feedback", "complaints", "patient.relations"])))
    n.f("Date: {DATE:d}\n\n", d=M.D(rng, c, F.shift(c["enc"], rng.randrange(1, 6))))
    n.t(rng.choice(["To whom it may concern,", "Dear Sir/Madam,", "Hello,", "Dear Patient Relations team,"]) + "\n\n")
    n.f("I am writing to complain on behalf of my {r}, ", r=_inverse(c))
    n.seq(M.pt_name(rng, c, "full"))
    if rng.random() < 0.6:
        n.f(" (date of birth {DATE:d}", d=M.D(rng, c, c["dob"]))
        n.f(", {lab} {MRN:m})", lab=M.mrn_label(rng, c), m=c["mrn"])
    n.f(", who is {AGE:a} and speaks only {l}.\n\n", a=str(c["age"]) if rng.random() < 0.6 else F.age_words(c["age"]), l=c["lang"].split(" (")[0])
    _narrative(n, rng, c, sc, first_person=True)
    n.t("\n\n")
    asks = ["I would like an explanation and for a proper interpreter to be booked next time.",
            "Please make sure the interpreter is a woman next time as we asked.",
            "I want to know why the booking was not made even though we asked at reception.", None]
    ask = rng.choice(asks)
    if ask:
        n.t(ask)
    else:
        n.t("Please do not phone ").seq(M.pt_name(rng, c, "first")).t(" directly in English.")
    n.t(" You can reach me on ").f("{PHONE:p}", p=c["fam"]["phone"]).t(" or at the address below.\n\n")
    n.t(rng.choice(["Yours faithfully,", "Regards,", "Thank you,"]) + "\n")
    n.seq(M.fam_name(rng, c, "full")).nl()
    n.seq(C.addr_pieces(rng, c["addr"], c["country"], "multi")).nl()


def _complaint_agency_response(n, rng, c, sc):
    ref = F.idnum(rng, "complaint")
    n.f("{ORGANIZATION:a} - Quality & Compliance\n", a=c["agency"])
    n.f("Internal incident review - client complaint {IDNUM:r}\n", r=ref)
    n.f("Client: {HOSPITAL:h}   Client contact: ", h=c["hosp"]).seq(M.staff_name(rng, c, "coord", "full")).nl()
    n.f("Job: {IDNUM:b}   Date of assignment: {DATE:d}   Mode: {m}   Language: {l}\n", b=c["booking"], d=M.D(rng, c), m=M.interp_mode(rng, c), l=c["lang"])
    n.t("Interpreter: ").seq(M.interp_name(rng, c, rng.choice(["full", "last_first"]))).f("   ID {IDNUM:i}   {body} {LICENSE:l}\n", i=c["interp_id"], body=c["lic_body"], l=c["lic"])
    n.t("Patient (as per booking): ").seq(M.pt_name(rng, c, rng.choice(["initials", "first_init", "last_t"]))).nl()
    n.t("\nInterpreter's statement (received ").f("{DATE:d}", d=M.D(rng, c, F.shift(c["enc"], rng.randrange(5, 15)))).t("):\n")
    n.t('"I arrived at ').f("{LOCATION_OTHER:b}", b=c["building"]).t(" at ").t(F.fmt_time(rng)).t(". ")
    n.t(rng.choice(["The clinic was running late and at 90 minutes I had to leave for my next booking, which I told the nurse.",
                    "I interpreted everything the doctor said. The patient's relative interrupted several times and I asked him to let me finish.",
                    "The dialect is different from mine but we understood each other; I offered to stop if the patient was not comfortable.",
                    "The line kept dropping because of the signal in the basement clinic."]))
    n.t(" ").seq(M.staff_name(rng, c, "nurse", rng.choice(["first", "full"]))).t(' can confirm this."\n\n')
    n.t("Findings: " + rng.choice(["Timesheet shows interpreter signed out 10 min early; counter-signed by clinic.",
                                    "No breach of Code of Conduct identified. Dialect matching to be improved at booking stage.",
                                    "Partial breach - interpreter should have declined assignment due to conflict of interest (knows family).",
                                    "Audio issue traced to client's VRI cart (Wi-Fi in basement)."]) + "\n")
    n.t("Action: " + rng.choice(["Refresher training on impartiality booked.", "Client advised to record dialect on requests.",
                                  "Interpreter removed from this client's roster at family's request.", "Feedback shared with interpreter; no further action."]) + "\n")
    n.t("Reviewed by: ").seq(C.name(rng, C.make_person(rng), "DOCTOR", "full")).f(", Quality Lead   {DATE:d}\n", d=M.D(rng, c, F.shift(c["enc"], rng.randrange(15, 30))))
    n.f("cc: {EMAIL:e}\n", e=c["coord_email"])


# ------------------------------------------------------------ language_pref

_MODELS_AID = ["Phonak Audéo Lumity L90", "Oticon Intent 1", "Signia Pure Charge&Go 7IX", "ReSound Nexia 9", "Widex Moment Sheer 440", "Unitron Vivante 7"]
_MODELS_CI = ["Cochlear Nucleus 8 (CP1110)", "Cochlear Kanso 2", "MED-EL Rondo 3", "Advanced Bionics Marvel CI"]


def language_pref(rng, country, lower):
    c = C.make_case(rng, country)
    n = Note(lower)
    n.t(rng.choice(["COMMUNICATION & LANGUAGE NEEDS", "Language / Interpreter Preferences", "Accessible Information - Communication Record", "PATIENT LANGUAGE PROFILE"]) + "\n")
    if c["country"] == "UK" and rng.random() < 0.5:
        n.t("(Accessible Information Standard DCB1605)\n")
    n.t("Patient: ").seq(M.pt_name(rng, c, rng.choice(["caps_lf", "full", "lf"]))).t("   ")
    M.dob_line(n, rng, c)
    n.nl()
    M.pt_ids(n, rng, c, allow_ssn=True)
    n.t("Registered practice/site: ").f("{HOSPITAL:g}\n", g=c["gp"])
    n.t("-" * 40 + "\n")
    if c["sign"]:
        n.f("Preferred language: {l}\nSpoken English: no   Lip-reads: {lr}\n", l=c["lang"], lr=rng.choice(["partially", "no", "yes - one-to-one only"]))
        n.f("Interpreter required: YES - {l} (registered interpreter)\n", l=c["lang"])
        n.f("Written English: {w}\n", w=rng.choice(["limited - BSL/English structure differs", "good", "basic"]))
    else:
        n.f("Preferred spoken language: {l}\nPreferred written language: {w}\n", l=c["lang"], w=rng.choice([c["lang"].split(" (")[0], "English", "none - does not read"]))
        n.f("Interpreter required: YES   Dialect: {d}   Gender pref: {g}\n", d=rng.choice(["not specified", "see notes", "southern", "rural"]), g=rng.choice(["none", "female", "male", "female for gynae only"]))
        n.f("Reads own language: {r}\n", r=rng.choice(["Yes", "No", "Limited", "Unknown"]))
    n.f("Communication support: {s}\n", s=", ".join(rng.sample(["large print", "easy read", "hearing loop", "text relay", "SMS reminders", "video interpreting", "extra time", "plain English", "pictorial aids"], 3)))
    n.t("Contact preferences: ")
    k = rng.randrange(3)
    if k == 0:
        n.f("SMS to {PHONE:p}; no voice calls", p=c["pt_mobile"])
    elif k == 1:
        n.f("email {EMAIL:e}; phone {PHONE:p} with interpreter only", e=c["pt_email"], p=c["pt_phone"])
    else:
        n.f("call {r} first on {PHONE:p}", r=c["fam"]["rel"], p=c["fam"]["phone"])
    n.nl()
    if c["sign"] or rng.random() < 0.15:
        n.f("Hearing aid(s): {m} L s/n {DEVICE:a}", m=rng.choice(_MODELS_AID), a=F.device_serial(rng))
        if rng.random() < 0.6:
            n.f(", R s/n {DEVICE:b}", b=F.device_serial(rng))
        n.nl()
        if rng.random() < 0.5:
            n.f("Cochlear implant: {m}, processor s/n {DEVICE:s}\n", m=rng.choice(_MODELS_CI), s=F.device_serial(rng))
    n.f("Country of birth: {COUNTRY:k}   Arrived: {DATE:y}\n", k=c["birth_country"], y=str(c["enc"].year - rng.randrange(0, 20)) if rng.random() < 0.6 else F.fmt_month_year(rng, F.shift(c["enc"], -rng.randrange(60, 4000))))
    if c["age"] >= 18:
        n.t("Occupation: ").f("{PROFESSION:p}", p=c["prof"]).nl()
    else:
        n.t("School: ").f("{ORGANIZATION:s}", s=c["school"]).nl()
    n.t("NOK: ").seq(M.fam_name(rng, c, "full")).f(" ({r})  {PHONE:p}  - {e}\n", r=c["fam"]["rel"], p=c["fam"]["phone"], e=rng.choice(["speaks English; NOT to be used as interpreter", "no English", "English fluent - patient consents to family help for admin only"]))
    if rng.random() < 0.6:
        n.f("Patient portal: user {USERNAME:u}  ({URL:url})\n", u=F.username(rng, c["pt"].first, c["pt"].last), url=F.url(rng, c["hosp"], "/portal"))
    if rng.random() < 0.4:
        n.f("ID verification: {how} template {BIOID:b} enrolled {DATE:d}\n", how=rng.choice(["palm-vein", "fingerprint", "face match"]), b=F.bioid(rng), d=M.D(rng, c, F.shift(c["enc"], -rng.randrange(10, 400))))
    n.f("Notes: {b}\n", b=K.booking_note(rng, c))
    n.t("\nAudit trail\n")
    d = F.shift(c["enc"], -rng.randrange(30, 700))
    for i in range(rng.randrange(2, 6)):
        who = rng.choice(["clerk", "coord", "doc", "nurse"])
        n.f("  {DATE:d} {t}  {USERNAME:u}  {IPADDR:ip}  ", d=M.D(rng, c, d, "iso" if rng.random() < 0.5 else None), t=F.fmt_time(rng),
            u=F.username(rng, c[who].first, c[who].last), ip=F.ipaddr(rng))
        n.t(rng.choice(["updated preferred language", "added interpreter flag", "changed contact preference", "verified with patient via interpreter", "record viewed", "alert: interpreter required - acknowledged"]) + "\n")
        d = F.shift(d, rng.randrange(1, 200))
    return n


# ------------------------------------------------------------ reception_note

def reception_note(rng, country, lower):
    c = C.make_case(rng, country)
    n = Note(lower)
    if rng.random() < 0.5:
        _reception_log(n, rng, c)
    else:
        _reception_single(n, rng, c)
    return n


def _reception_log(n, rng, c):
    dept = rng.choice(K.DEPTS)
    n.f("Reception log - {HOSPITAL:h} {d}   {DATE:dt}\n", h=c["hosp"], d=dept, dt=M.weekday_date(rng, c, c["enc"]))
    n.t("Staff on desk: ").seq(M.staff_name(rng, c, "clerk", rng.choice(["first", "full"]))).t(", ").seq(C.name(rng, C.make_person(rng), "DOCTOR", "first")).nl()
    n.t("-" * 36 + "\n")
    h = rng.randrange(8, 10)
    m = 0
    entries = ["late", "car", "fam", "bio", "walkin", "phone", "hol"]
    rng.shuffle(entries)
    seq = ["checkin"] + entries[:rng.randrange(2, 6)] + (["done"] if rng.random() < 0.7 else [])
    for e in seq:
        m += rng.randrange(5, 35)
        n.t("%02d:%02d  " % (h + m // 60, m % 60))
        if e == "checkin":
            n.seq(M.pt_name(rng, c, rng.choice(["full", "caps_lf", "full_t"]))).f(" (DOB {DATE:d}) arrived for {t} appt with ", d=M.D(rng, c, c["dob"]), t=F.fmt_time(rng, h + (m + 40) // 60, rng.choice([0, 15, 30, 45])))
            n.seq(M.staff_name(rng, c, "doc", "dr_last")).f(". {l} interpreter booked ({IDNUM:b}).\n", l=c["lang"], b=c["booking"])
        elif e == "late":
            n.f("Interpreter not arrived. Rang {ORGANIZATION:a} on {PHONE:p} - ", a=c["agency"], p=c["ag_phone"])
            n.seq(M.interp_name(rng, c, "first")).t(rng.choice([" stuck in traffic, ETA 20 min.", " was sent to the wrong site.", " cancelled - sourcing replacement.", " on way, parking."])).nl()
        elif e == "car":
            n.f("Pt's {r} asked to move car from ambulance bay - reg {VEHICLE:v}. ", r=c["fam"]["rel"], v=F.plate(rng, c["country"]))
            n.t(rng.choice(["Moved.", "Given visitor permit.", "Security informed.", "Parking fine waiver form given."])).nl()
        elif e == "fam":
            n.t("Pt accompanied by ").f("{r} ", r=c["fam"]["rel"]).seq(M.fam_name(rng, c, "full")).t(" who offered to interpret - advised interpreter booked.\n")
        elif e == "hol":
            n.t("Reminder from manager: clinic closed ").seq(M.holiday(rng, c)).t(" - ")
            n.t(rng.choice(["all interpreter bookings that day to be cancelled with agency (48h notice).", "rebook pts with interpreters before then.", "on-call OPI only."])).nl()
        elif e == "bio":
            n.f("Kiosk check-in failed (name not recognised); ID confirmed by {k} scan {BIOID:b}.\n", k=rng.choice(["palm-vein", "fingerprint"]), b=F.bioid(rng))
        elif e == "walkin":
            PN = __import__("pools_names")
            org = rng.choice([x for x in PN.COUNTRY_ORIGINS[c["country"]] if x not in ("anglo", "irish")])
            o = C.make_person(rng, org)
            n.t("Walk-in: ").seq(C.name(rng, o, "PATIENT", rng.choice(["full", "last_t"]))).t(" - no English, pointed to ")
            n.f("'{l}' on language ID card. TI connected ({IDNUM:ci}), ", l=rng.choice(PN.ORIGINS[org]["langs"]).split(" (")[0], ci=F.idnum(rng, "call"))
            n.t(rng.choice(["redirected to urgent care.", "given appt for tomorrow.", "registered as temp resident.", "asked to return with documents."])).nl()
        elif e == "phone":
            n.f("Phone: {PHONE:p} called re ", p=F.phone(rng, c["country"], "mobile"))
            n.seq(M.pt_name(rng, c, "first")).t("'s appt - caller is ").f("{r}", r=c["fam"]["rel"]).t("; not on consent list, info not given.\n")
        else:
            n.seq(M.pt_name(rng, c, "last_t")).t(" seen and left. Interpreter timesheet signed by ").seq(M.staff_name(rng, c, "nurse", "init_last")).t(". Next appt ").f("{DATE:d}", d=M.D(rng, c, F.workday(F.shift(c["enc"], rng.randrange(7, 60))))).t(" - interp to book.\n")
    n.t(rng.choice(["-- end --", "", "handover to pm desk", "BACKLOG: 3 unfilled interpreter requests"]) + "\n")


def _reception_single(n, rng, c):
    n.f("{h}\n", h=rng.choice(["Reception / admin note", "Front desk note", "ADMIN ENCOUNTER", "Non-clinical contact"]))
    n.f("{DATE:d} {t}   Author: ", d=M.D(rng, c), t=F.fmt_time(rng)).seq(M.staff_name(rng, c, "clerk", rng.choice(["full", "last_first"]))).f(" ({USERNAME:u})\n", u=c["user_clerk"])
    n.t("Re: ").seq(M.pt_name(rng, c, rng.choice(["caps_lf", "full"]))).t("  ")
    n.f("{lab} {MRN:m}\n\n", lab=M.mrn_label(rng, c), m=c["mrn"] if not c.get("nhs") or rng.random() < 0.5 else c["nhs"])
    n.t("Pt presented at ").f("{HOSPITAL:h}", h=c["hosp"]).t(" front desk ").t(rng.choice(["with a letter in ", "holding appointment letter, speaking "])).f("{l}. ", l=c["lang"])
    n.t(rng.choice(["Unable to confirm details in English. ", "Partial English. ", "Deaf - wrote on paper that they use sign. " if c["sign"] else "Very anxious. "]))
    if c["sign"]:
        n.f("VRI {l} interpreter connected on iPad (asset {DEVICE:a}). ", l=c["lang"], a=F.device_serial(rng, "asset"))
    else:
        n.f("Phone interpreter connected via {ORGANIZATION:a}, interpreter #{IDNUM:i}. ", a=c["agency"], i=c["interp_id"].lstrip("#"))
    n.t("Confirmed DOB ").f("{DATE:d}", d=M.D(rng, c, c["dob"])).t(" and address ")
    n.seq(C.addr_pieces(rng, c["addr"], c["country"], rng.choice(["line", "short"]))).t(". ")
    if rng.random() < 0.6:
        n.t("Updated mobile to ").f("{PHONE:p}", p=c["pt_mobile"]).t(" (old no. ").f("{PHONE:o}", o=F.phone(rng, c["country"], "mobile")).t(" disconnected). ")
    if rng.random() < 0.5:
        n.f("New {lab} recorded: {HEALTHPLAN:h}. ", lab=M.hp_label(rng, c), h=c["hp"])
    n.t(rng.choice(["Pt had missed appt on ", "Letter was for appt on ", "Pt thought appt was on "]))
    n.f("{DATE:d}", d=M.D(rng, c, F.shift(c["enc"], -rng.randrange(1, 20)))).t(" - rebooked for ")
    nd = F.workday(F.shift(c["enc"], rng.randrange(3, 30)))
    n.f("{DATE:d}", d=M.weekday_date(rng, c, nd)).t(" with ").f("{l} interpreter requested. ", l=c["lang"])
    n.t("Interpreter flag added to record. ")
    if rng.random() < 0.5:
        n.t("Letter to be sent in translation to ").f("{r} ", r=c["fam"]["rel"]).seq(M.fam_name(rng, c, "full")).t(" at same address as pt. ")
    n.nl()
    n.t(rng.choice(["Actioned.", "Task sent to interpreting team.", "FYI clinic coordinator.", "No further action."])).nl()
