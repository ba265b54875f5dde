"""Genre: in-house interpreter service daily roster / allocation sheet."""
import case as C
import clinical as K
import common as M
import phi_format as F
import pools_names as PN
import pools_places as PP
from notebuild import Note

_STATUS = ["Confirmed", "Confirmed", "Done", "DNA", "Cancelled by clinic", "Agency cover", "Pending", "Moved to VRI", "Late start"]


def interpreter_roster(rng, country, lower):
    c = C.make_case(rng, country)
    n = Note(lower)
    day = c["enc"]
    n.f("{h}   {DATE:d}\n", h=rng.choice(["Interpreter Services - Daily Roster", "LANGUAGE SERVICES ALLOCATION SHEET", "In-house Interpreters: Daily Assignments", "Interpreting Team - Today's Jobs"]),
        d=M.weekday_date(rng, c, day))
    n.f("Site: {HOSPITAL:h}   Office: {LOCATION_OTHER:b}\n", h=c["hosp"], b=c["building"])
    n.t("Coordinator on duty: ").seq(M.staff_name(rng, c, "coord", rng.choice(["full", "first"])))
    if rng.random() < 0.6:
        n.f("  {lab} {PHONE:p}", lab=rng.choice(["bleep", "pager", "ext"]), p=F.extension(rng))
    else:
        n.f("  mob {PHONE:p}", p=F.phone(rng, c["country"], "mobile"))
    n.f("  {EMAIL:e}\n", e=F.role_email(rng, c["hosp"], rng.choice(["interpreting", "language.services", "interpreters"])))
    # staff interpreters
    staff = []
    for i in range(rng.randrange(3, 6)):
        origin = rng.choice([o for o in PN.COUNTRY_ORIGINS[c["country"]] if o not in ("anglo", "irish")])
        p = C.make_person(rng, origin)
        lang = rng.choice(PN.ORIGINS[origin]["langs"]).split(" (")[0]
        if lang == "English":
            lang = "Spanish"
        staff.append((p, lang, origin))
    if rng.random() < 0.5:
        staff.append((C.make_person(rng, rng.choice(["anglo", "irish", "anglo"])), PN.SIGN_LANGS[c["country"]][0], None))
    n.t("On shift: ")
    for i, (p, lang, _o) in enumerate(staff):
        if i:
            n.t("; ")
        n.seq(C.name(rng, p, "DOCTOR", rng.choice(["full", "first_init", "first"]))).f(" ({l})", l=lang)
    n.t("\n\n")
    n.t("Time  | Interpreter      | Lang       | Location                          | Patient                | ID          | Clinician        | Status\n")
    n.t("------+------------------+------------+-----------------------------------+------------------------+-------------+------------------+---------\n")
    rows = rng.randrange(6, 12)
    t = 8 * 60 + rng.choice([0, 15, 30])
    for r in range(rows):
        t += rng.choice([15, 30, 30, 45, 60])
        p, lang, porig = rng.choice(staff)
        n.t("%02d:%02d | " % (t // 60, t % 60))
        n.seq(C.name(rng, p, "DOCTOR", rng.choice(["first", "first_init", "initials"]))).t(" | %-10s | " % lang[:10])
        k = rng.randrange(4)
        if k == 0:
            n.f("{HOSPITAL:w} {b} {LOCATION_OTHER:bd}", w=rng.choice(PP.WARDS), b=rng.choice(["bed", "bay", "b"]), bd=str(rng.randrange(1, 30)))
        elif k == 1:
            n.f("{d} {rm}", d=rng.choice(K.DEPTS), rm=C.room_pieces(rng))
        elif k == 2:
            n.f("{d} (VRI)", d=rng.choice(K.DEPTS))
        else:
            n.f("{LOCATION_OTHER:b}", b=rng.choice(PP.BUILDINGS))
        n.t(" | ")
        pp = C.make_person(rng, porig or rng.choice(PN.COUNTRY_ORIGINS[c["country"]]))
        n.seq(C.name(rng, pp, "PATIENT", rng.choice(["caps_lf", "last_t", "initials", "full", "caps_last"]))).t(" | ")
        n.f("{MRN:m}", m=F.mrn(rng, c["country"]) if c["country"] != "UK" or rng.random() < 0.5 else F.nhs_number(rng)).t(" | ")
        doc = C.make_person(rng)
        n.seq(C.name(rng, doc, "DOCTOR", rng.choice(["dr_last", "init_last", "last"]))).t(" | %s\n" % rng.choice(_STATUS))
    n.t("\nUnfilled / agency:\n")
    for r in range(rng.randrange(1, 4)):
        origin = rng.choice([o for o in PN.COUNTRY_ORIGINS[c["country"]] if o not in ("anglo", "irish")])
        lang = rng.choice(PN.ORIGINS[origin]["langs"])
        pp = C.make_person(rng, origin)
        n.f("  - {l} {t} ", l=lang, t="%02d:%02d" % (rng.randrange(9, 17), rng.choice([0, 30])))
        n.seq(C.name(rng, pp, "PATIENT", rng.choice(["last_t", "caps_last", "initials"])))
        n.f(" - sent to {ORGANIZATION:a} ({IDNUM:b})", a=rng.choice(PP.SPOKEN_AGENCIES), b=F.idnum(rng, "booking"))
        n.t(rng.choice([", awaiting", ", filled", " - NO SUPPLY, clinic to use OPI", ", confirmed F2F"]) + "\n")
    n.t("\nNotes:\n")
    p0 = staff[0][0]
    notes = [
        lambda: n.seq(C.name(rng, p0, "DOCTOR", "first")).t(" off sick from 13:00 - pm jobs covered by agency.\n"),
        lambda: n.t("Reminder: family members (incl. ").seq(C.name(rng, C.make_person(rng), "FAMILY", "full")).t(" who keeps offering on ").f("{HOSPITAL:w}", w=rng.choice(PP.WARDS)).t(") are not to interpret for consent.\n"),
        lambda: n.f("VRI cart {DEVICE:a} back from IT - working.\n", a=F.device_serial(rng, "asset")),
        lambda: n.t("Staff parking: ").seq(C.name(rng, staff[-1][0], "DOCTOR", "first")).f(" car {VEHICLE:v} registered for {cp} permit.\n", v=F.plate(rng, c["country"]), cp=C.carpark_pieces(rng)),
        lambda: n.t("Long appt (2h+) for family meeting re ").seq(C.name(rng, C.make_person(rng), "PATIENT", "last_t")).t(" - needs 2 interpreters, second from pool.\n"),
        lambda: n.f("Timesheets for the week due {DATE:d}. Upload at {URL:u}\n", d=F.fmt_date_short(rng, F.shift(day, rng.randrange(1, 6)), c["country"]), u=F.url(rng, c["hosp"], "/timesheets")),
        lambda: n.t("Team meeting ").f("{DATE:d}", d=M.weekday_date(rng, c, F.shift(day, rng.randrange(1, 8)))).t(" 12:30 in office.\n"),
        lambda: n.t("Cover needed over ").seq(M.holiday(rng, c)).t(" - volunteers to ").seq(C.name(rng, C.make_person(rng), "DOCTOR", "first")).t(" please.\n"),
    ]
    for i in sorted(rng.sample(range(len(notes)), rng.randrange(2, 5))):
        n.t("  * ")
        notes[i]()
    n.t("Printed by ").f("{USERNAME:u}", u=c["user_coord"]).f(" at {t}\n", t=F.fmt_time(rng, 7, rng.randrange(30, 60)))
    return n


# ------------------------------------------- ward narrative (used by consults)

def ward_narrative(n, rng, c, sc):
    """Free-text nursing / MDT entry about an interpreted family meeting."""
    d = c["enc"]
    n.f("{DATE:d} {t}  {kind} - {HOSPITAL:w}\n", d=M.D(rng, c, d), t=F.fmt_time(rng), kind=rng.choice(["Nursing note", "MDT entry", "Progress note (nursing)", "Ward round / family meeting"]), w=c["ward"])
    room = rng.choice(["relatives' room", "quiet room", "interview room", "day room"])
    rn = rng.choice([[("Room ", None), (str(rng.randrange(1, 12)), "LOCATION_OTHER")], [("Rm ", None), ("%d%s" % (rng.randrange(1, 9), rng.choice("AB")), "LOCATION_OTHER")],
                     [("room ", None), ("2.%02d" % rng.randrange(1, 40), "LOCATION_OTHER")], [("", None), ("G%02d" % rng.randrange(1, 30), "LOCATION_OTHER")]])
    n.f("Family meeting held in {r} ({rn}) with {l} interpreter ", r=room, rn=rn, l=c["lang"])
    n.seq(M.interp_name(rng, c, rng.choice(["full", "first"]))).f(" ({m}, {ORGANIZATION:a}).\n", m=M.interp_mode(rng, c), a=c["agency"])
    fam2 = C.make_person(rng, c["pt"].origin)
    rel2 = rng.choice(["son", "daughter", "nephew", "niece", "grandson"])
    n.t("Present: pt ").seq(M.pt_name(rng, c, rng.choice(["full", "first", "last_t"]))).f(", {r} ", r=c["fam"]["rel"]).seq(M.fam_name(rng, c, "full"))
    n.f(" and {r2} ", r2=rel2).seq(C.name(rng, fam2, "FAMILY", rng.choice(["full", "first"])))
    n.t(", ").seq(M.staff_name(rng, c, "doc", rng.choice(["dr_last", "dr_full"]))).t(" (reg), ")
    n.seq(M.staff_name(rng, c, "nurse", rng.choice(["first", "full"]))).t(" (SN) and ")
    ot = C.make_person(rng)
    n.seq(C.name(rng, ot, "DOCTOR", rng.choice(["first", "full"]))).t(" (OT).\n")
    n.f("Background: {p}. {h}\n", p=sc["pc"], h=sc["hpi"].split(". ")[0] + ".")
    n.t("Discussed: diagnosis, current function, discharge options. ")
    k = rng.randrange(3)
    if k == 0:
        ch = C.fill(rng, rng.choice(PP.CARE_HOMES), c["country"])
        n.t("Family prefer placement at ").f("{HOSPITAL:ch}", ch=ch).t(" as it is near the ").f("{ORGANIZATION:cm}", cm=c["community"]).t(". ")
    elif k == 1:
        n.t("Plan home to ").seq(C.addr_pieces(rng, c["addr"], c["country"], "short")).t(" with package of care (QDS calls). ")
    else:
        n.t("Pt wishes to return home; ").f("{r2} ", r2=rel2).t("will move in temporarily. ")
    n.f("{r2} works as a ", r2=rel2.capitalize()).f("{PROFESSION:p}", p=rng.choice(PP.PROFESSIONS)).t(" and can do evenings only.\n")
    if rng.random() < 0.5:
        who = "pt"
        q = rng.choice(["i don't want to be a burden on my children", "who will give me the injections at home",
                        "i want to go home before the weather gets cold", "can my own doctor see me at home"])
    else:
        who = rel2
        q = rng.choice(["please don't tell " + ("her" if c["pt"].sex == "F" else "him") + " about the scan result yet",
                        "we were told something different on the phone", "we cannot manage the stairs at home"])
    n.t("Via interpreter, ").t(who + ' said: "' + q + '". ')
    n.t(rng.choice(["Addressed.", "Clarified by Dr.", "Referred to palliative care CNS.", "Will discuss at next MDT."])).nl()
    n.f("Interpreter left at {t}; timesheet signed. ", t=F.fmt_time(rng, rng.randrange(12, 17)))
    n.t(rng.choice(["Next meeting to be booked with same interpreter if possible.", "Written summary to be sent in translation.", "Family given ward number " ]))
    if n.parts[-1].endswith("number "):
        n.f("{PHONE:p}.", p=F.phone(rng, c["country"], "land"))
    n.nl()
    n.t(rng.choice(["Safeguarding: nil concerns.", "Capacity: pt has capacity for this decision (assessed with interpreter).", "Consent for info-sharing with family confirmed via interpreter."])).nl()
    n.seq(M.staff_name(rng, c, "nurse", rng.choice(["full_cred", "init_last_cred"]), c["nurse_cred"])).nl()
