"""Genres: street outreach encounter, shelter clinic visit, mobile van clinic log."""
import datetime

import phi as H
import clin as K
import blocks as B


def other_pt(c):
    p = c.person("PATIENT")
    p.age = c.pick_age()
    p.dob = c.date - datetime.timedelta(days=p.age * 365 + c.ri(5, 360))
    p.age = c.age_on(p.dob, c.date)
    return p


def outreach_org(c):
    return H.agency(c) if c.ch(0.6) else H.clinic(c, "Street Medicine")


# ------------------------------------------------------------------ street outreach
def street_outreach(c):
    v = c.ri(0, 2)
    s0, s1 = c.staff[0], c.staff[1]
    if v == 0:
        c.w(c.pk(["STREET OUTREACH ENCOUNTER", "Street Outreach Note", "OUTREACH CONTACT NOTE", "Street Medicine Encounter"]),
            " - ", outreach_org(c), "\n")
        c.w("Date: ", H.dt_full(c, c.date), c.pk(["  Time: ", " @ ", "   "]), K.tm(c))
        if c.ch(0.5):
            c.w("   Weather: ", K.weather(c))
        c.w("\nLocation: ", B.loc_phrase(c), ", ", H.city(c), "\n")
        c.w("Team: ", B.staff_line(c, c.ri(2, 3)), "\n")
        c.w(B.id_block(c, ["name", "dob"] + (["hmis"] if c.ch(0.7) else []) + (["plan"] if c.ch(0.3) else [])))
        if c.pt.nick and c.ch(0.7):
            c.w("Goes by: ", H.pt(c, "nick"), "\n")
        c.w("Contact type: ", c.pk(["initial engagement", "follow-up", "welfare check", "requested by shelter", "911 diversion",
                                    "reported by business owner"]), "\n\n")
        c.w("S: ", B.intro(c), c.pk([" known to team since ", " first met by outreach ", " engaged with us since "]),
            H.dt_partial(c, c.days(-c.ri(40, 1500))), ". ", c.pk(["Reports ", "C/o ", "Presenting with "]), K.complaint(c), ". ", K.cap(K.subst(c)), ". ")
        if c.ch(0.5):
            c.w("Last seen by ", H.dr(c, s1), " on ", H.dt(c, c.days(-c.ri(3, 40))), " re: ", K.complaint(c), ". ")
        c.w("\nO: ", K.vitals(c), "\n")
        for e in K.exam(c, c.ri(2, 4)):
            c.w("   ", e, "\n")
        if c.ch(0.4):
            c.w("   ", K.score(c), ", ", K.score(c), "\n")
        c.w("A: ", "; ".join(K.dx_lines(c, 2)), "\n")
        c.w("P:\n - ", c.pk(["Naloxone kit given, #", "Narcan 4 mg kit #", "NLX kit issued #"]), H.kit(c),
            c.pk(["; teach-back done", "", ", demo'd"]), "\n")
        c.w(" - ", ", ".join(K.supplies(c, 2)), ", ", c.pk(["sleeping bag", "tarp", "hand warmers x10", "water x4", "socks x3"]), "\n")
        if c.ch(0.6):
            why, suf = c.pk([("bupe start", "OAT Clinic"), ("bupe start", "Recovery Clinic"), ("x-ray", None), ("dental", "Dental Clinic"),
                             ("wound care", "Wound Clinic"), ("HCV tx", "Hep C Clinic"), ("PCP intake", None), ("foot care", "Foot Clinic")])
            c.w(" - Referred to ", H.clinic(c, suf), c.pk([" for ", " re: "]), why, ", tel ", H.phone(c), "\n")
        if c.ch(0.4):
            c.w(" - Bed request sent to ", H.shelter(c), c.pk([", waitlist", ", declined", ", accepted for tonight"]), "\n")
        c.w(" - ", B.followup(c))
        if c.ch(0.6):
            c.w(B.pt_sentence(c))
        if c.ch(0.7):
            c.w("\nSocial: ", B.social(c), "\n")
        c.w("\n", B.sig(c, s0))
    elif v == 1:
        c.w(c.pk(["Outreach ", "OUTREACH "]), H.dt(c, c.date), " ", K.tm(c), ". ")
        c.w(H.dr(c, s0, c.pk(["full", "given", "full_cred"])), " and ", H.dr(c, s1, c.pk(["full", "given", "init_cred"])),
            c.pk([" located ", " found ", " approached "]), H.pt(c, c.pk(["full", "title", "given", "nick"])), " ", B.loc_phrase(c), ". ")
        c.w(H.he(c, True), c.pk([" was awake and agreeable to chat.", " was lying on cardboard, rousable to voice.",
                                  " was guarded at first, then engaged.", " recognised the team and came over."]), " ")
        c.w(H.he(c, True), " ", c.pk(["c/o ", "reports ", "mentions "]), K.complaint(c), ", also ", K.complaint(c), ". ")
        c.w("Vitals: ", K.vitals(c, True), ". ")
        if c.ch(0.5):
            c.w(K.eponym_exam(c), " on exam by ", H.dr(c, s1, "given"), ". ")
        c.w(K.cap(K.subst(c)), ". ")
        if c.ch(0.6):
            f = B.fam_person(c)
            c.w(H.his(c, True), " ", f.rel, " ", H.fam(c, f), " ", c.pk(["came by during the visit", "called during visit", "is worried"]),
                c.pk([" and can be reached on ", " - number "]), H.phone(c, False), ". ")
        c.w("\n\n", c.pk(["Gave ", "Provided ", "Handed out "]), ", ".join(K.supplies(c, 2)), ", naloxone (kit ", H.kit(c), "). ")
        c.w(c.pk(["Offered shelter at ", "Called for a bed at ", "Discussed "]), H.shelter(c), c.pk([" - declined, prefers outside.",
                                                                                                   " - bed held until 21:00.",
                                                                                                   " - no capacity tonight."]), " ")
        c.w("Pt ", c.pk(["agreed to", "declined", "will think about"]), " ", c.pk(["clinic visit", "detox referral", "bupe induction",
                                                                                 "CE assessment"]), ". ")
        c.w(B.followup(c))
        c.w(B.pt_sentence(c))
        c.w(B.social(c, 2), "\n")
        c.w(B.sig(c, s0))
    else:
        c.w(c.pk(["ENCOUNTER SUMMARY (HMIS)", "Outreach Services Record", "Street Team Contact Log"]), "\n")
        c.w("Encounter ID: ", H.account(c), "\n")
        c.w(B.id_block(c, ["name", "dob", "hmis"], sep=c.pk([": ", "\t"])))
        c.w("Service date: ", H.dt_full(c, c.date), "  start ", K.tm(c), " end ", K.tm(c), "\n")
        c.w("Program: ", outreach_org(c), "\n")
        c.w("Staff: ", H.dr(c, s0, "caps"), "; ", H.dr(c, s1, "caps"), "\n")
        c.w("Location type: ", c.pk(["unsheltered - street", "encampment", "vehicle", "transit station", "riverbank"]), "\n")
        c.w("Location detail: ", B.loc_phrase(c), "\n")
        c.w("Services provided:\n")
        for it in c.rng.sample(["[x] food/water", "[x] hygiene kit", "[x] naloxone kit", "[x] wound care", "[ ] transport",
                                "[x] housing navigation", "[ ] ID assistance", "[x] harm reduction supplies", "[x] clothing",
                                "[ ] benefits", "[x] MH check-in"], c.ri(4, 7)):
            c.w("  ", it, "\n")
        c.w("Naloxone kit #: ", H.kit(c), "\n")
        c.w("Housing status: ", c.pk(["literally homeless", "chronically homeless", "unsheltered", "at risk (couch surfing)"]))
        c.w("\nVI-SPDAT: ", str(c.ri(4, 17)), " (scored ", H.dt(c, c.days(-c.ri(10, 500))), ")\n")
        c.w("Narrative: ", B.intro(c), " seen ", B.loc_phrase(c), ". ", K.cap(K.complaint(c)), ". ", K.cap(K.subst(c)),
            ". Vitals ", K.vitals(c, True), ".\n")
        if c.ch(0.5):
            c.w("Vehicle: ", c.pk(["2004 Honda Civic", "1998 Ford Econoline van", "2009 Toyota Corolla", "2001 Chevy Astro",
                                   "2012 Dodge Caravan"]), ", plate ", H.plate(c))
            if c.ch(0.35):
                c.w(", VIN ", H.vin(c))
            c.w("\n")
        c.w("Next contact planned: ", H.dt(c, c.days(c.ri(1, 14))), "\n")
        c.w("Entered by ", H.username(c, s0), " ", H.dt_full(c, c.date), " ", K.tm(c), "\n")


# ------------------------------------------------------------------ shelter clinic
def shelter_clinic(c):
    s0 = c.staff[0]
    sh = H.shelter(c)
    v = c.ri(0, 2)
    if v < 2:
        c.w(c.pk(["SHELTER HEALTH CLINIC", "Shelter Clinic Visit", "Nurse-led clinic", "CLINIC NOTE"]), " - ", sh, "\n")
        if c.ch(0.5):
            c.w("Clinic run by ", H.clinic(c), c.pk([" (satellite)", "", " outreach site"]), "\n")
        c.w(B.id_block(c, ["name", "dob"] + [x for x in ["mrn", "plan", "phone"] if c.ch(0.45)]))
        c.w(c.pk(["Bed", "Bed #", "Bunk", "Mat"]), ": ", H.bed(c), c.pk(["", "  Dorm " + c.pk(["A", "B", "2", "East"])]), "\n")
        c.w("DOS: ", H.dt_full(c, c.date), " ", K.tm(c), "    Provider: ", H.dr(c, s0), "\n")
        if c.ch(0.3):
            c.w("Visit #: ", H.account(c), "\n")
        c.w("\nCC: ", K.complaint(c), "\n\n")
        c.w("HPI: ", B.intro(c), c.pk([" staying at shelter since ", " in shelter since ", " checked in "]),
            H.dt(c, c.days(-c.ri(3, 200))), ", presents with ", K.complaint(c), ". ")
        c.w(c.pk(["Symptoms started ", "Began "]), K.rel_time(c), ". ")
        if c.ch(0.5):
            c.w("Seen at ", H.hospital(c), " ED on ", H.dt(c, c.days(-c.ri(2, 60))), c.pk([" and given ", ", rx "]), K.med(c),
                c.pk([" - lost the bottle.", " but did not fill.", "."]), " ")
        c.w(K.cap(K.subst(c)), ". ")
        if c.ch(0.4):
            c.w("Shelter staff (", H.dr(c, c.staff[2], "given"), ") noted ", c.pk(["coughing at night", "not eating", "confusion",
                                                                                 "falls on stairs"]), ". ")
        c.w("\n\nPMH: ", K.dx_line(c), ", ", K.dx_line(c), c.pk(["", ", " + K.eponym(c)]), "\n")
        c.w("Meds:\n", "\n".join(K.med_list(c)), "\n")
        c.w("Allergies: ", c.pk(["NKDA", "penicillin (hives)", "sulfa - rash", "none known", "codeine (N/V)"]), "\n")
        if c.ch(0.6):
            c.w("SH: ", B.social(c), "\n")
        c.w("\nExam: ", K.vitals(c), "\n")
        for e in K.exam(c, c.ri(2, 4)):
            c.w(c.pk(["  ", "- "]), e, "\n")
        if c.ch(0.5):
            c.w("Labs (", H.dt_short(c, c.days(-c.ri(1, 30))), "): ", K.labs(c), "\n")
        if c.ch(0.4):
            c.w("Specimen ", H.idnum(c), c.pk([" sent", " - urine NAAT GC/CT", " wound swab"]), "\n")
        c.w("\nA/P:\n")
        for i in range(c.ri(2, 4)):
            c.w("%d. " % (i + 1), K.dx_line(c), " - ")
            k = c.ri(0, 3)
            if k == 0:
                c.w(K.med(c))
            elif k == 1:
                c.w("monitor, ", K.score(c))
            elif k == 2:
                c.w("referral to ", H.clinic(c))
            else:
                c.w("recheck ", H.dt_short(c, c.days(c.ri(2, 14))))
            c.w("\n")
        if c.ch(0.5):
            c.w("Rx sent to ", H.pharmacy(c), c.pk([", ", " fax "]), H.fax(c), "\n")
        c.w(B.followup(c))
        if c.ch(0.7):
            c.w(B.pt_sentence(c))
        if c.ch(0.4):
            c.w("Discussed with shelter manager ", H.dr(c, c.staff[3], c.pk(["full", "given"])), " re: ", c.pk(["lower bunk", "day-time rest",
                                                                                                            "storing insulin in staff fridge",
                                                                                                            "isolation room"]), ".\n")
        c.w("\n", B.sig(c, s0))
    else:
        c.w(sh, " - clinic ", H.dt(c, c.date), "\n")
        c.w(H.pt(c, c.pk(["full", "surfirst", "caps"])), ", ", H.age(c, style=c.pk(["sexletter", "yo", "yrs"])), ", bed ", H.bed(c), "\n")
        c.w(c.pk(["s/b RN for ", "seen for ", "drop-in: "]), K.complaint(c), ".\n")
        c.w(K.vitals(c, True), "\n")
        c.w(K.exam(c, 1)[0], ".\n")
        c.w(c.pk(["Tx: ", "Done: ", "Given: "]), K.dressing(c) if c.ch(0.4) else K.med(c), ".\n")
        c.w(c.pk(["Advised to come back ", "Will review "]), H.dt(c, c.days(c.ri(1, 7)), "weekday"), c.pk([" clinic.", " am.", "."]), "\n")
        if c.ch(0.5):
            c.w("Msg left for ", H.dr(c, c.staff[1], "dr" if c.staff[1].cred in ("MD", "DO", "GP") else "full"), " at ",
                H.clinic(c), " ", H.phone(c), ".\n")
        if c.ch(0.5):
            c.w("Pt's ", c.pk(["case manager", "keyworker", "worker"]), " ", H.dr(c, c.staff[2], "full"), " aware.\n")
        c.w(B.sig(c, s0, False))


# ------------------------------------------------------------------ mobile van log
def mobile_van_log(c):
    s0, s1, s2 = c.staff[0], c.staff[1], c.staff[2]
    c.w(H.van(c), c.pk([" - DAILY LOG", " Daily Activity Log", " | shift log", " - Mobile Clinic Log"]), "\n")
    c.w("Date: ", H.dt_full(c, c.date), c.pk(["", "  (" + c.pk(["AM", "PM", "evening"]) + " run)"]), "\n")
    c.w("Unit plate: ", H.plate(c), "   Odometer ", str(c.ri(20000, 140000)), " -> ")
    c.w(str(c.ri(20, 90)), " mi driven\n" if c.country == "US" else " km driven\n")
    c.w("Driver: ", H.dr(c, s2, c.pk(["full", "given", "sur"])), "   Clinicians: ", H.dr(c, s0), ", ", H.dr(c, s1), "\n")
    c.w("Checks: fridge ", "%.1f" % (c.ri(22, 78) / 10.0), c.pk(["C", " C", "°C"]), " AM / ", "%.1f" % (c.ri(22, 78) / 10.0),
        " PM; AED ", c.pk(["SN ", "serial "]), H.device(c), " ", c.pk(["pads in date", "self-test OK", "OK"]))
    c.w("; glucometer ", c.pk(["SN ", "#"]), H.device(c), " ", c.pk(["QC passed", "control soln in range", "ok"]), "\n")
    if c.ch(0.6):
        c.w("Tablet sync ", K.tm(c), " via ", H.ip(c), c.pk(["", " (VPN)", " - EHR up"]), "\n")
    c.w("\nStops:\n")
    nstops = c.ri(2, 4)
    ts = K.tm_seq(c, nstops * 2)
    for i in range(nstops):
        c.w("  %d) " % (i + 1), ts[2 * i], "-", ts[2 * i + 1], " ", c.pk([[H.landmark(c)], [H.cross(c)], [H.shelter(c)], ["lot behind ", H.building(c)],
                                                                   [H.street(c, False)]]), "\n")
    n = c.ri(4, 8)
    c.w("\nClients seen (n=%d):\n" % n)
    tab = c.ch(0.6)
    if tab:
        c.w("#  | time  | client | age/DOB | reason | action | by\n")
    pts = [c.pt] + [other_pt(c) for _ in range(n - 1)]
    c.rng.shuffle(pts)
    rts = K.tm_seq(c, n)
    for i, p in enumerate(pts):
        by = c.pk([s0, s1])
        reason = c.pk(["pregnancy test" if p.sex == "F" else "PrEP refill", "wound check", "BP check", "bupe refill", "cough", "foot care", "STI screen", "HCV test", "flu shot", "Tdap",
                       "COVID booster", "rash", "dental pain", "insulin", "MH check-in", "naloxone only",
                       "refill lisinopril", "abscess", "lice tx", "ID help"])
        act = c.pk(["dressing changed", "rx " + K.med(c), "referred ED", "vitals only: " + K.vitals(c, True), "vaccine given lot " +
                    H.let(c, 2) + H.dig(c, 4), "swab sent " , "bloods drawn", "advice, f/u 1 wk", K.gluc(c),
                    "permethrin given", "Narcan x2 kits"])
        ref = H.pt(c, c.pk(["caps", "surfirst", "initials", "given_init", "full", "nick"]), p)
        agebit = [H.age_n(p.age), c.pk(["", p.sex, " " + p.sex])] if c.ch(0.6) else [H.dt_full(c, p.dob)]
        if tab:
            c.w("%-2d | " % (i + 1), rts[i], " | ", ref, " | ", agebit, " | ", reason, " | ", act)
            if act.startswith("swab"):
                c.w(H.idnum(c))
            c.w(" | ", H.dr(c, by, "inits"), "\n")
        else:
            c.w("- ", rts[i], " ", ref, " (", agebit, ") ", reason, ": ", act)
            if act.startswith("swab"):
                c.w(H.idnum(c))
            if c.ch(0.25):
                c.w(", MRN ", H.mrn(c))
            c.w(" -", H.dr(c, by, "inits"), "\n")
    c.w("\nNotes:\n")
    c.w("- ", H.pt(c, c.pk(["title", "given", "initials"])), " ", c.pk(["asked about housing list, gave CE number ", "needs new phone, old number "]),
        H.phone(c), ".\n")
    if c.ch(0.5):
        c.w("- Police moved campers from ", H.landmark(c), " at ", K.tm(c), "; several clients relocated towards ", H.hood(c), ".\n")
    if c.ch(0.5):
        c.w("- Sharps returned: ", str(c.ri(1, 6)), " containers (~", str(c.ri(50, 700)), " units).\n")
    if c.ch(0.4):
        c.w("- Generator fault ", K.tm(c), ", reported to fleet (ticket ", H.idnum(c), ").\n")
    c.w("- Totals: %d contacts, %d clinical, %d naloxone kits, %d vaccines\n" % (c.ri(n, 40), n, c.ri(0, 12), c.ri(0, 9)))
    if c.ch(0.4):
        c.w("- Tomorrow: ", H.dt(c, c.days(1), "weekday"), " route ", c.pk(["B", "North", "2", "river"]), ", start ", K.tm(c), "\n")
    c.w("Log completed by ", H.dr(c, s0, c.pk(["full_cred", "full", "init_cred"])), " ", K.tm(c), "\n")
