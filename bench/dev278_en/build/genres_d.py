"""Genres: telephone encounter, mould-room / immobilisation record,
peer-review chart rounds, transport & accommodation booking."""
import phi
from phi import P, Doc
import case as C
import clinical as K
import blocks as B
import pools_places as L


def _t(c, k):
    return B.TERMS[c.c][k]


def _hm(rng, lo=8, hi=18):
    return "%02d:%02d" % (rng.randrange(lo, hi), rng.randrange(0, 60))


# ------------------------------------------------------------------ telephone encounter
TRIAGE = (
    ("diarrhoea", "{n} episodes/24h above baseline, no blood", "AMBER"),
    ("nausea/vomiting", "vomited x{n} today, keeping fluids down", "AMBER"),
    ("temperature", "temp 38.{n} at home, rigors", "RED"),
    ("skin reaction", "weepy patch {n} cm in IMF / natal cleft", "AMBER"),
    ("mouth/throat", "painful swallowing, managing {n} cups fluid", "AMBER"),
    ("pain", "pain score {n}/10 despite regular analgesia", "AMBER"),
    ("urinary", "frequency every {n} h, stinging, no haematuria", "GREEN"),
    ("breathlessness", "SOB on minimal exertion, sats {n}3% on home oximeter", "RED"),
    ("fatigue", "sleeping {n} h in day, managing self-care", "GREEN"),
)


def phone_encounter(rng, c):
    d = Doc()
    s = c.site
    nd = c.note_date
    tm = _hm(rng, 7, 22)
    taker = rng.choice((c.nurse, c.nurse, c.rads[1]))
    d.ln("{}", rng.choice(("TELEPHONE ENCOUNTER", "Telephone Triage Record (UKONS 24h tool v3)", "Phone call - RT nursing",
                           "TELEPHONE CONTACT NOTE", "Triage Log")))
    d.ln("{}  {}   Taken by: {}", c.D(nd, rng.choice(("num", "wk_num", "abbr", "iso"))), tm, taker.dr_form(rng))
    if rng.random() < 0.5:
        d.ln("{} - {}", c.hosp(), rng.choice(("RT Nursing", "Acute Oncology Triage", "Radiation Oncology Nursing")))
    d.ln()
    fam = rng.random() < 0.4
    f = c.family[0]
    if fam:
        d.ln("Caller: {} ({}), callback {}", f.full(), f.rel, P(f.phone, "PHONE"))
    else:
        d.ln("Caller: patient, callback {}", P(c.mobile if rng.random() < 0.6 else c.home_phone, "PHONE"))
    d.ln("Patient: {}  ({}{})  DOB {}  {} {}", c.pt.last_first(), c.ageP(), c.pt.sex, c.dobP(), _t(c, "mrn"), P(c.mrn, "MRN"))
    if rng.random() < 0.4:
        d.ln("{} {}   Address on file: {}", c.hp_label, c.hpP(), c.addr.inline(rng))
    if rng.random() < 0.6:
        d.ln("Background: {}; {}. Allergies: {}.", rng.choice(K.COMORB), rng.choice(K.ECOG),
             rng.choice(("NKDA", "penicillin (rash)", "codeine - vomiting", "elastoplast", "iodine contrast")))
        d.ln("Meds: {}, {}.", *rng.sample(s["meds"], 2) if len(s["meds"]) > 1 else (s["meds"][0], "nil else"))
        d.ln("Consultant: {}   {}: {} ({})", c.cons.dr_form(rng), _t(c, "gp"), c.gp.dr_form(rng), c.hosp("practice"))
    rx = K.pick_rx(rng, s)
    done = rng.randrange(1, max(2, rx[1]))
    d.ln("Tx: RT {} {}/{} {} - fx {} of {}, last fx {}.{}", s["short"], rx[0], rx[1], _t(c, "fx"), done, rx[1],
         c.D(c.add_days(nd, -rng.randrange(0, 3)), rng.choice(("short", "weekday", "daymon"))),
         " Chemo: " + s["chemo"] + "." if s.get("chemo") else "")
    d.ln()
    if rng.random() < 0.3:
        B.hard_neg_line(d, c, rng, "clin")
    items = rng.sample(TRIAGE, rng.randrange(1, 4))
    d.ln("Reason for call: {}.", ", ".join(i[0] for i in items))
    if fam:
        d.ln("{} reports {} '{}'.", f.firstn(), "mum" if c.pt.sex == "F" and f.rel in ("son", "daughter") else "pt",
             rng.choice(("hasn't been right since the weekend", "is not herself" if c.pt.sex == "F" else "is not himself",
                         "can't keep anything down", "is really sore")))
    d.ln("Assessment:")
    worst = "GREEN"
    for name, txt, col in items:
        d.ln("  {:<16}{}  -> {}", name, txt.format(n=rng.randrange(2, 8)), col)
        if col == "RED" or (col == "AMBER" and worst == "GREEN"):
            worst = col
    d.ln("Overall: {}", worst)
    d.ln()
    r = rng.randrange(4)
    oncall = c.reg
    if worst == "RED" or r == 0:
        d.ln("Plan: advised to attend {} now for assessment ({} informed, bleep {}). {} driving.",
             c.hosp("ward") if rng.random() < 0.5 else ["Acute Oncology Unit, ", c.hosp("ref")],
             oncall.dr_form(rng), P(phi.internal(rng), "PHONE"), f.firstn())
        d.ln("Sepsis pathway discussed; bring meds list. ETA {}.", _hm(rng, 8, 23))
    elif r == 1:
        d.ln("Plan: {} advice given; start {}. Push fluids 2-3 L/day. Call back if no better in 24 h.",
             rng.choice(("dietary", "skin care", "analgesia", "mouth care")), rng.choice(s["meds"]))
    elif r == 2:
        d.ln("Plan: discussed with {} - review at tomorrow's fraction ({}); bloods on arrival.", oncall.dr_form(rng),
             c.D(c.add_days(nd, 1), rng.choice(("weekday", "wk", "short"))))
    else:
        d.ln("Plan: reassured. Info leaflet e-mailed to {}. Next review {}.", P(c.email, "EMAIL"),
             c.D(c.add_days(nd, rng.randrange(1, 6)), rng.choice(("wk", "daymon", "short"))))
    if rng.random() < 0.5:
        d.ln("Follow-up call booked {} {} by {}.", c.D(c.add_days(nd, 1), rng.choice(("short", "weekday", "daymon"))),
             _hm(rng, 9, 16), c.nurse.firstn())
    if rng.random() < 0.35:
        B.social(d, c, rng)
    if rng.random() < 0.4:
        t2 = _hm(rng, 8, 20)
        d.ln("{} {}: {} rang back - {}. {}", c.D(c.add_days(nd, 1), rng.choice(("short", "num", "daymon"))), t2,
             f.firstn() if fam else c.pt.titled(), rng.choice(("settling with advice", "still unwell, asked to attend",
                                                                "no answer x2, voicemail left", "much better")),
             ["Next contact via ", P(c.home_phone, "PHONE"), "."] if rng.random() < 0.5 else "")
    d.ln()
    d.ln("{}", taker.sig(rng))
    if rng.random() < 0.4:
        d.ln("Call duration {} min. Logged by {} ({})", rng.randrange(4, 25), P(phi.username(rng, taker.first, taker.last, role=getattr(taker, "role", None)), "USERNAME"),
             P(phi.ipaddr(rng), "IPADDR"))
    return d


# ------------------------------------------------------------------ mould room
def mould_room(rng, c):
    d = Doc()
    s = c.site
    nd = c.add_days(c.sim_date, -rng.randrange(0, 3))
    d.ln("{}", rng.choice(("MOULD ROOM RECORD", "Immobilisation & Accessories Record", "MOULD ROOM - SHELL / BOLUS SHEET",
                           "Patient Immobilisation Worksheet")))
    d.ln("{} {}", c.hosp(), rng.choice(("- Mould Room", "Radiotherapy Technology", "Engineering & Mould Room", "")))
    d.ln()
    B.sticker(d, c, rng)
    d.ln()
    tech = C.Staff(rng, c.c, "rad")
    d.ln("Appointment: {} {}   Technologist: {}   Room {}", c.D(nd), _hm(rng), tech.full(),
         P(rng.choice(("M1", "M2", "2.14", "B07", "G.21")), "LOCATION_OTHER"))
    d.ln("Requested by: {}   Request {}", c.cons.dr_form(rng), P(phi.idnum(rng, "order"), "IDNUM"))
    d.ln("Site: {}   Intent: {}", s["short"], rng.choice(("radical", "palliative", "adjuvant")))
    d.ln()
    B.id_check(d, c, rng)
    d.ln("Pre-fitting: {} | skin intact: {} | allergies: {} | CIED: {}", rng.choice(("explained procedure", "leaflet given",
                                                                                  "video shown")),
         rng.choice(("yes", "yes", "scar healing")), rng.choice(("NKDA", "latex", "elastoplast", "nil known")),
         rng.choice(("none", "none", ["PPM SN ", P(phi.device_serial(rng), "DEVICE")])))
    if rng.random() < 0.5:
        B.hard_neg_line(d, c, rng, "clin")
    hn = s is K.SITES["hn"] or s is K.SITES["gbm"] or s is K.SITES["srs"] or s is K.SITES["skin"]
    mid = P(phi.idnum(rng, "mould"), "IDNUM")
    if hn:
        d.ln("Device: {} thermoplastic {} ({}), ID {}.", rng.choice(("5-point", "3-point", "open-face")),
             rng.choice(("shell", "mask")), rng.choice(("Orfit Efficast 2.4 mm", "Klarity Green 3.2 mm", "Civco Type-S")), mid)
        d.ln("Headrest {}, {}.", rng.choice(("Silverman B", "Silverman C", "MoldCare 30 cm", "Accufix D")),
             rng.choice(("mouth bite (dental putty)", "tongue depressor/cork", "no mouth bite")))
        if rng.random() < 0.5:
            dent = C.Staff(rng, c.c, "cons")
            d.ln("Dental: extractions done by {} at {} on {}; healing ok.", ["Dr ", dent.lastn()], c.hosp("ref"),
                 c.D(c.add_days(nd, -rng.randrange(10, 30)), rng.choice(("num", "short", "daymon"))))
        d.ln("Beard/hair: {}.", rng.choice(("trimmed, advised keep same length", "nil", "wig removed for fitting", "hair tied back")))
    else:
        d.ln("Device: {}, ID {}.", rng.choice(("vac-bag (BlueBAG 70 L)", "knee-fix + foot-lock", "breast board + arm poles",
                                               "belly board", "Orfit abdominal shell")), mid)
    if rng.random() < 0.6:
        d.ln("Bolus: {}; made {}.", rng.choice(("5 mm Superflab over scar", "custom wax bolus 1 cm", "3D-printed bolus 5 mm",
                                               "10 mm brass mesh")), c.D(nd, rng.choice(("short", "num"))))
    if s is K.SITES["skin"] or rng.random() < 0.25:
        d.ln("Electron cut-out: {} mm lead/Cerrobend, insert {}x{} cm, cut-out ID {}; {}.", rng.choice((3, 6, 10)),
             rng.choice((6, 10, 14)), rng.choice((6, 10, 14)), P(phi.idnum(rng, "mould"), "IDNUM"),
             rng.choice(("internal eye shield size M", "lead nasal plug", "no additional shielding")))
    d.ln()
    d.ln("Photos: {} (consent to clinical photography signed {}).", rng.randrange(2, 6), c.D(nd, rng.choice(("short", "num", "daymon"))))
    r = rng.randrange(4)
    f = c.family[rng.randrange(len(c.family))]
    if r == 0:
        d.ln("Notes: pt claustrophobic - mask cut-outs for eyes/mouth agreed with {}. {} {} stayed in room.",
             c.cons.dr_form(rng), B.rel_pron(c).capitalize(), f.rel)
    elif r == 1:
        d.ln("Notes: {} works as a {} - asked about returning to work with mask marks.", c.pt.titled(), P(c.profession, "PROFESSION"))
    elif r == 2:
        d.ln("Notes: needed {} to translate ({}); interpreter {} booked for {}.", f.rel,
             rng.choice(("Polish", "Punjabi", "Cantonese", "Arabic", "Somali", "Tagalog", "Portuguese", "Vietnamese")),
             C.Person(rng, typ="DOCTOR").full(), c.D(c.sim_date, rng.choice(("short", "num", "daymon"))))
    else:
        d.ln("Notes: nil issues. Shell stored {}.", rng.choice(("rack C4", "shelf 3, bay B", "cupboard 2")))
    d.ln("Sim booked: {} ({})", c.D(c.sim_date), rng.choice(K.CT_SCANNERS))
    d.ln()
    d.ln("Made by: {}    Checked: {}", tech.sig(rng), rng.choice(c.rads).initials(False))
    if rng.random() < 0.35:
        d.ln("Mould room: {} | {}", P(phi.internal(rng), "PHONE"), P(phi.dept_email(rng, c.centre), "EMAIL"))
    return d


# ------------------------------------------------------------------ chart rounds / peer review
def chart_round(rng, c):
    d = Doc()
    nd = c.note_date
    grp = rng.choice(("Uro-oncology", "Breast", "Head & Neck", "Lung/SABR", "Gynae", "GI", "CNS", "Palliative"))
    d.ln("{} - {} {}", c.hosp(), grp, rng.choice(("Peer Review (Contour QA) Minutes", "Chart Rounds", "RT Peer Review Meeting")))
    d.ln("Date: {}   {}-{}   Venue: {} {}", c.D(nd, rng.choice(("wk_long", "long", "num", "wk_num"))), "12:30", "13:30",
         P(c.building, "LOCATION_OTHER"), rng.choice(("seminar room + Teams", "room 3.12", "MS Teams only", "Library")))
    chair = c.cons
    others = [c.reg, c.phys, c.planner, c.rads[0], C.Staff(rng, c.c, "cons"), C.Staff(rng, c.c, "phys")]
    k = rng.randrange(3, len(others) + 1)
    d.w("Present: {} (chair)", chair.dr_form(rng))
    for o in others[:k]:
        d.w(", {}", o.dr_form(rng))
    d.ln()
    if rng.random() < 0.5:
        d.ln("Apologies: {}", C.Staff(rng, c.c, "cons").dr_form(rng))
    d.ln()
    n = rng.randrange(3, 6)
    sites = [v for _, v in sorted(K.SITES.items())]
    for i in range(n):
        if i == 0:
            pt, mrn_, age, site = c.pt, c.mrn, c.age, c.site
        else:
            site = rng.choice(sites)
            pt = C.Person(rng, sex=site.get("sex"))
            mrn_ = phi.mrn(rng, c.c)
            age = rng.randrange(*site.get("ages", (40, 85)))
        rx = K.pick_rx(rng, site)
        presenter = rng.choice((c.reg, c.cons, others[-2]))
        form = rng.choice(("formal", "full", "initial_last", "last_first", "initials"))
        d.ln("{}. {} ({} {}), {}{} - {}, {}/{}.", i + 1, getattr(pt, form)(), _t(c, "mrn"), P(mrn_, "MRN"),
             P(str(age), "AGE"), pt.sex, site["short"], rx[0], rx[1])
        d.ln("   Presented by {}. Start {}.", presenter.dr_form(rng),
             c.D(c.add_days(nd, rng.randrange(2, 15)), rng.choice(("short", "daymon", "num", "wk"))))
        d.ln("   Review: {}.", rng.choice(("CTV appropriate, no change", "GTV extended 5 mm sup to include node on PET",
                                          "PTV margin reduced to 5 mm (daily CBCT)", "OAR contours edited (cord PRV)",
                                          "bladder filling poor - rescan requested", "dose to LAD high - consider DIBH",
                                          "prior RT overlap - physics to sum plans")))
        d.ln("   Outcome: {}{}", rng.choice(("Approved", "Minor change", "Major change - re-present", "Approved with comment")),
             ["; action ", o_name(others, rng)] if rng.random() < 0.5 else "")
    d.ln()
    ch = rng.randrange(0, n)
    d.ln("Audit: {} cases, {} changed ({}%). Next meeting {}.", n, ch, round(100 * ch / n),
         c.D(c.add_days(nd, 7), rng.choice(("wk_long", "short", "long"))))
    d.ln("Minutes: {}", rng.choice((c.clerk, c.reg)).sig(rng))
    if rng.random() < 0.3:
        d.ln("Teams link (internal): {}", P(phi.url(rng, c.centre), "URL"))
    return d


def o_name(others, rng):
    o = rng.choice(others)
    return o.initials(False) if rng.random() < 0.5 else o.firstn()


# ------------------------------------------------------------------ transport & accommodation booking
ELIG = {"UK": ("PTS criteria met (medical need)", "volunteer driver scheme", "HTCS travel costs form given"),
        "US": ("insurer approved (prior auth)", "volunteer driver scheme", "Medicaid NEMT approved"),
        "AU": ("PATS eligible - claim form given", "IPTAAS form lodged", "volunteer driver scheme"),
        "CA": ("Northern travel grant form given", "volunteer driver program", "self-pay"),
        "IE": ("HSE transport approved", "volunteer driver service", "cancer charity travel grant")}
def booking_transport(rng, c):
    d = Doc()
    s = c.site
    nd = c.note_date
    rx = K.pick_rx(rng, s)
    start = c.add_days(nd, rng.randrange(3, 15))
    end = c.work_days(start, rx[1] - 1)
    d.ln("{}", rng.choice(("RADIOTHERAPY TRANSPORT & ACCOMMODATION REQUEST", "Patient Travel / Accommodation Booking",
                           "RT BOOKINGS - TRANSPORT FORM", "Scheduling & Transport Worksheet")))
    d.ln("{}  |  {}", c.hosp(), rng.choice(("RT Bookings", "Scheduling", "Patient Services")))
    d.ln()
    B.sticker(d, c, rng)
    if rng.random() < 0.5:
        d.ln("Mobile: {}   E-mail: {}", P(c.mobile, "PHONE"), P(c.email, "EMAIL"))
    d.ln()
    d.ln("Course: {} {}/{} on {}; first {}, last (planned) {}.", s["short"], rx[0], rx[1], rng.choice(K.MACHINES),
         c.D(start), c.D(end))
    d.ln("Appt slot: {} daily ({}).", _hm(rng, 8, 17), rng.choice(("fixed", "flexible", "AM preferred - works", "after dialysis")))
    if rng.random() < 0.6:
        d.ln("Week 1 schedule:")
        x = start
        for k in range(rng.randrange(3, 6)):
            d.ln("  {:<16} {}  {}", c.D(x, rng.choice(("wk_num", "wk", "abbr_sp"))), _hm(rng, 8, 17),
                 rng.choice(("Tx", "Tx + CBCT", "Tx + review", "Tx + bloods")))
            x = c.work_days(x, 1)
    if rng.random() < 0.4:
        B.id_check(d, c, rng)
    d.ln("Mobility: {}.  O2: {}.", rng.choice(("independent", "walks with stick", "wheelchair - needs tail-lift", "stretcher",
                                              "frame, 1 escort")), rng.choice(("no", "no", "2 L via NC")))
    f = c.family[rng.randrange(len(c.family))]
    d.ln("Escort: {} ({}) {}", f.full(), f.rel, P(f.phone, "PHONE"))
    d.ln()
    r = rng.randrange(3)
    if r != 1:
        prov = rng.choice(L.TRANSPORT).format(s=rng.choice(L.ORG_STEMS))
        d.ln("Transport: {} - pick-up {}.", P(prov, "ORGANIZATION"), c.addr.inline(rng))
        if rng.random() < 0.35:
            d.ln("Return pick-up point: outside the {} ({} entrance).", P(rng.choice(L.LANDMARKS), "LOCATION_OTHER"),
                 rng.choice(("main", "north", "Radiotherapy")))
        d.ln("Booking ref {}; eligibility {}.", P(phi.idnum(rng, "order"), "IDNUM"),
             rng.choice(ELIG[c.c]))
        if rng.random() < 0.5:
            d.ln("Driver contact: {} ({})", C.Person(rng, typ="FAMILY").full(), P(phi.phone(rng, c.c, "mobile"), "PHONE"))
    if r != 0:
        d.ln("Own car: {} reg {}; parking permit {} issued, valid {} to {}.", rng.choice(("silver hatchback", "blue Toyota",
                                                                                     "white van", "red Ford", "grey SUV")),
             P(phi.vehicle(rng, c.c), "VEHICLE"), P(phi.idnum(rng, "permit"), "IDNUM"), c.D(start, rng.choice(("short", "num"))),
             c.D(end, rng.choice(("short", "num"))))
        if rng.random() < 0.5:
            d.ln("Disabled badge no. {} (exp {}).", P(phi.idnum(rng, "other"), "IDNUM"), c.D(c.add_days(nd, rng.randrange(200, 900)), "monyear_num"))
        if rng.random() < 0.2:
            d.ln("VIN on permit application: {}", P(phi.vin(rng), "VEHICLE"))
    if rng.random() < 0.5:
        lodge = rng.choice(L.LODGES)
        d.ln("Accommodation: {} room {}, {} - {} (Mon-Fri; home weekends to {}).", P(lodge, "ORGANIZATION"),
             P(str(rng.randrange(1, 40)), "LOCATION_OTHER"), c.D(c.add_days(start, -1), rng.choice(("short", "daymon"))),
             c.D(end, rng.choice(("short", "daymon"))), P(c.addr.city, "CITY"))
        d.ln("Lodge phone {}; distance from home {} km.", P(phi.phone(rng, c.c), "PHONE"), rng.randrange(80, 900))
    if c.ssn and rng.random() < 0.4:
        d.ln("{} (for travel claim): {}", c.ssn_label, P(c.ssn, "SSN"))
    if rng.random() < 0.25:
        d.ln("Born in {}; {} preferred for calls.", P(c.birth_country, "COUNTRY"), rng.choice(("English", "interpreter", "text")))
    if c.c in ("US", "AU", "CA", "IE") and rng.random() < 0.6:
        d.ln("Funding: {} {} ({})", P(c.insurer, "ORGANIZATION"),
             [rng.choice(("member", "policy", "ref")) + " ", P(c.hp, "HEALTHPLAN")],
             ["group ", P(phi.group_number(rng), "HEALTHPLAN")] if c.c == "US" else "travel subsidy form lodged")
    d.ln()
    d.ln("Notes: {}", rng.choice((["works as a ", P(c.profession, "PROFESSION"), " - needs AM slots"],
                                  "hard of hearing - text reminders", ["lives alone in ", P(c.addr.city, "CITY"), "; neighbour has key"],
                                  "dialysis Tue/Thu/Sat", "needs interpreter", "no issues")))
    d.ln("Requested by {} {} - {}", c.clerk.full(), c.D(nd, "num"), P(phi.phone_ext(rng, c.c), "PHONE"))
    if rng.random() < 0.4:
        d.ln("Entered by {} on ws {}", P(phi.username(rng, c.clerk.first, c.clerk.last, role=getattr(c.clerk, "role", None)), "USERNAME"), P(phi.ipaddr(rng), "IPADDR"))
    return d
