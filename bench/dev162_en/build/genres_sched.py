"""Genres: dialysis chair schedule, transport roster, infusion appointment list."""
import phi
import vocab as V
from core import Note
from layout import table, kv, itext
from pools_places import LANDMARKS, COUNTRIES, LANGUAGES


def _access(r, us):
    return r.choice(V.ACCESS_US if us else V.ACCESS_UK)


def sched_note(r, ctx, p):
    """A notes cell for a chair-schedule row; PHI and non-PHI mixed."""
    us = ctx.us
    k = r.randint(0, 24)
    if k == 0:
        return ["transient from ", ctx.hosp("unit"), " until ", ctx.d(ctx.days(r.randint(3, 20)))]
    if k == 1:
        return ["new start ", ctx.d(ctx.days(-r.randint(1, 20)))]
    if k == 2:
        return ["inpt @ ", ctx.hosp("hosp"), " since ", ctx.d(ctx.days(-r.randint(1, 9)))]
    if k == 3:
        w, f = ctx.relative(("wife", "husband", "son", "dtr", "carer"))
        return [w + " ", ctx.fname(f, r.choice(("first", "full"))), " drives"]
    if k == 4:
        w, f = ctx.relative(("dtr", "son", "niece"))
        return ["call ", w, " ", ctx.fname(f, "first"), " ", ctx.tel(), " if late"]
    if k == 5:
        return [r.choice(("moving to 3rd shift from ", "shift change req. from ", "to TTS from ")), ctx.d(ctx.days(r.randint(2, 14)), "md" if us else "dm")]
    if k == 6:
        return ["bio ID ", (phi.bioid(r), "BIOID")]
    if k == 7:
        d1 = ctx.days(r.randint(5, 30))
        return ["away ", (r.choice(COUNTRIES), "COUNTRY"), " ",
                ctx.d(d1, "md" if us else "dm"), "-",
                ctx.d(phi.add_days(d1, r.randint(7, 21)), "md" if us else "dm")]
    if k == 8:
        return ["Rx chg per Dr. ", (ctx.staff("neph").last, "DOCTOR"), " ",
                ctx.d(ctx.days(-r.randint(1, 6)), "md" if us else "dm")]
    if k == 9:
        return ["res. ", ctx.hosp("carehome")]
    if k == 10:
        return ["interp. " + r.choice(LANGUAGES)]
    if k == 11:
        return ["works days - ", (r.choice(("bus driver", "security guard", "cook", "cashier",
                                             "teaching assistant", "mechanic")), "PROFESSION"),
                ", keep 3rd shift"]
    if k == 12:
        return ["B'day ", ctx.d(p.dob, "md" if us else "dm"), " :)"]
    if k == 13 and p.nick:
        return ["prefers ", ctx.pname(p, "nick")]
    return [r.choice(("", "", "", "no heparin", "HBsAg+ iso", "buttonhole", "CVC - CHG dsg",
                      "Kt/V 1.1 - +15 min", "Hep B vax #2 due", "wheelchair scale",
                      "O2 2L NC", "hypotensive - midodrine 10 mg pre", "BFR max 350",
                      "needs 1:1 cannulation", "MRSA screen due", "prefers window chair",
                      "TDC - no BP R arm", "diabetic - snack", "K 2 bath only"))]


def _transport_cell(r, ctx):
    k = r.random()
    if k < 0.3:
        return [r.choice(("Own", "own car", "Family", "Self", "walks"))]
    if k < 0.55:
        return [ctx.org("transport")]
    return [r.choice(("Ambulette", "Paratransit", "Taxi", "Medicaid cab", "Bus")
                     if ctx.us else ("PTS", "PTS W1", "PTS stretcher", "Taxi", "Volunteer car",
                                     "Own"))]


def chair_schedule(r, ctx):
    us = ctx.us
    n = Note("dialysis chair schedule", ctx.country)
    wk = phi.add_days(ctx.today, -ctx.today.weekday())
    style = r.choice(("pipe", "space", "csv", "md", "grouped", "tsv"))
    if r.random() < 0.5:
        n.line((ctx.unit, "HOSPITAL"), " - ", "Chair Schedule" if us else "Station Plan")
        n.line("Week of ", ctx.d(wk), r.choice(("", "  (rev " + str(r.randint(2, 14)) + ")")))
    else:
        n.line(r.choice(("CHAIR ASSIGNMENTS", "PATIENT SCHEDULE", "SHIFT / CHAIR LIST")), " -- ",
               (ctx.unit.upper(), "HOSPITAL"))
        n.line("Effective ", ctx.d(wk), "   Printed ", ctx.d(phi.add_days(wk, -r.randint(1, 3))),
               " %02d:%02d by " % (r.randint(7, 18), r.randint(0, 59)),
               (ctx.staff("clerk").username(r), "USERNAME"))
    if r.random() < 0.5:
        n.line(phi.addr_items(r, ctx.addr, us), "  Tel ", ctx.tel(), "  Fax ", ctx.fax())
    n.t("\n")
    shifts = (("1st", "MWF", "05:30"), ("2nd", "MWF", "10:45"), ("3rd", "MWF", "16:00"),
              ("1st", "TTS", "05:45"), ("2nd", "TTS", "11:00"), ("3rd", "TTS", "16:15")) if us else \
        (("AM", "MWF", "07:00"), ("PM", "MWF", "12:30"), ("Twilight", "MWF", "17:30"),
         ("AM", "TTS", "07:00"), ("PM", "TTS", "12:30"))
    chosen = sorted(r.sample(range(len(shifts)), r.randint(2, 3)))
    hdr = (["Chair", "Patient", "MRN", "Age", "Access", "EDW kg", "Time", "Transport", "Notes"]
           if us else ["Stn", "Patient", "Hosp No", "Age", "Access", "Target wt", "Hrs",
                       "Transport", "Comments"])
    allrows = []
    for si in chosen:
        sh = shifts[si]
        chairs = sorted(r.sample(range(1, 25), r.randint(4, 7)))
        rows = []
        for ch in chairs:
            p = ctx.patient()
            nm = ctx.pname(p, r.choice(("LF", "lf", "full", "LF", "l_fi")))
            if not us and r.random() < 0.3:
                idc = (p.nhs, "MRN")
            else:
                idc = (p.mrn, "MRN")
            hrs = r.choice(("4:00", "3:30", "4:15", "3:45", "4:30", "3:00"))
            edw = "%.1f" % (r.randint(420, 1250) / 10.0)
            chc = [(str(ch) if r.random() < 0.7 else "%02d" % ch, "LOCATION_OTHER")]
            rows.append((sh, [chc, nm, idc, (str(p.age), "AGE"), _access(r, us), edw, hrs,
                              _transport_cell(r, ctx), sched_note(r, ctx, p)]))
        allrows.append((sh, rows))
    if style == "grouped":
        for sh, rows in allrows:
            n.line("== %s SHIFT %s  (on %s) ==" % (sh[0].upper(), sh[1], sh[2]))
            for _, cells in rows:
                n.add("Ch ", cells[0], "  ", cells[1], " (", cells[3], ")  ", cells[2], "  ",
                      cells[4], "  EDW " if us else "  TW ", cells[5], "  ", cells[6], "h  ",
                      cells[7])
                if itext(cells[8]):
                    n.add("  // ", cells[8])
                n.t("\n")
            n.t("\n")
    elif style in ("csv", "tsv"):
        rows = []
        for sh, rs in allrows:
            for _, cells in rs:
                rows.append(["%s %s" % (sh[0], sh[1])] + cells)
        table(n, ["Shift"] + hdr, rows, style)
        n.t("\n")
    else:
        for sh, rs in allrows:
            n.line("%s shift %s - chairs on %s" % (sh[0], sh[1], sh[2]))
            table(n, hdr, [c for _, c in rs], style)
            n.t("\n")
    # footer
    ch = ctx.staff("rn")
    n.line("Charge " + ("RN" if us else "nurse") + ": ", ch.items(r, r.choice(("full_cred", "full", "title_last"))),
           "   Ext ", (phi.extension(r), "PHONE"))
    if r.random() < 0.6:
        n.line(r.choice(("Medical Director: ", "Rounding nephrologist: ", "Consultant: ")),
               ctx.staff("neph").items(r, r.choice(("dr_full", "dr_last"))),
               "  (", r.choice(("MWF", "TTS", "Tue/Thu")), " rounds)")
    if r.random() < 0.6:
        n.line("Changes to ", (ctx.staff("clerk").name(r, "full"), "DOCTOR"), " (scheduler) ",
               ctx.tel(ext=r.random() < 0.5))
    if r.random() < 0.4:
        n.line("Isolation station reserved for HBsAg+ per CDC guidance." if us else
               "Side room reserved for BBV+/MRSA per unit policy.")
    n.line(r.choice(("Pt count", "Census", "Total")), ": ", str(sum(len(x[1]) for x in allrows)),
           "   Open chairs noted in daily huddle.")
    return n


# ------------------------------------------------------------------ transport roster
def transport_roster(r, ctx):
    us = ctx.us
    n = Note("transport roster", ctx.country)
    day = ctx.today
    comp = ctx.org("transport")
    style = r.choice(("blocks", "pipe", "csv", "list"))
    if us:
        n.line(comp, " - DIALYSIS RUNS - ", ctx.d(day, r.choice(("wd_long", "mdY", "wd_md"))))
        n.line("Dispatch ", ctx.tel(), r.choice(("  after hours ", "  on-call ")), ctx.tel(),
               "  Dispatcher: ", (ctx.staff("driver", 9).name(r, "full"), "DOCTOR"))
    else:
        n.line("Non-Emergency Patient Transport - Renal Run Sheet")
        n.line("Provider: ", comp, "   Date: ", ctx.d(day, r.choice(("dmY", "wd_long", "ord"))))
        n.line("Control room ", ctx.tel(style="land"), "   Destination: ", (ctx.unit, "HOSPITAL"))
    n.t("\n")
    nveh = r.randint(2, 3)
    recs = []
    for v in range(nveh):
        drv = ctx.staff("driver", v)
        veh = (phi.plate(r, us), "VEHICLE")
        trips = []
        for _ in range(r.randint(2, 4)):
            p = ctx.patient()
            pu = "%02d:%02d" % (r.randint(4, 15), r.choice((0, 10, 15, 20, 30, 40, 45, 50)))
            mob = r.choice(("AMB", "WC", "WC-own", "Stretcher", "AMB w/ walker", "Bariatric WC")
                           if us else ("W1", "W2", "WC", "S", "Walker", "Stretcher"))
            trips.append((p, pu, mob))
        trips.sort(key=lambda x: x[1])
        recs.append((drv, veh, trips))
    if style in ("pipe", "csv"):
        rows = []
        for drv, veh, trips in recs:
            for p, pu, mob in trips:
                a = p.addr
                addr = [(a["street"], "STREET"), ", ", (a["city"], "CITY")]
                if us:
                    addr += [" ", (a["state"], "STATE"), " ", (a["zip"], "ZIP")]
                else:
                    addr += [" ", (a["zip"], "ZIP")]
                tid = (phi.idnum(r, "trip"), "IDNUM")
                rows.append([pu, ctx.pname(p, r.choice(("LF", "lf", "full"))), addr,
                             ctx.tel(style=None if us else r.choice(("mob", "land"))), mob,
                             [veh], [(drv.name(r, r.choice(("first", "full"))), "DOCTOR")], tid])
        table(n, ["PU", "Rider", "Pickup address", "Phone", "Mob", "Veh", "Driver",
                  "Trip #" if us else "Booking ref"], rows, "pipe" if style == "pipe" else "csv")
    else:
        for drv, veh, trips in recs:
            n.line("VEHICLE ", veh, "  Driver: ", (drv.name(r, "full"), "DOCTOR"), "  ",
                   r.choice((["DL# ", (phi.drivers_license(r, us, drv.last, drv.first), "LICENSE")],
                             ["mob ", ctx.tel(style=None if us else "mob")], [])))
            for p, pu, mob in trips:
                a = p.addr
                if style == "blocks":
                    n.line("  ", pu, "  ", ctx.pname(p, r.choice(("LF", "full", "lf"))),
                           "  (", (str(p.age), "AGE"), ")  ", mob)
                    n.line("        ", phi.addr_items(r, a, us))
                    n.line("        Tel ", ctx.tel(), "   Chair ", (str(r.randint(1, 24)), "LOCATION_OTHER"),
                           " @ ", r.choice(("05:30", "06:00", "10:45", "11:00", "12:30", "16:00")))
                else:
                    n.line("- ", pu, " ", ctx.pname(p, r.choice(("full", "fi_l", "lf"))), " / ",
                           (a["street"], "STREET"), ", ", (a["city"], "CITY"), " / ", mob,
                           " / ref ", (phi.idnum(r, "trip"), "IDNUM"))
                extra = r.randint(0, 11)
                if extra == 0:
                    w, f = ctx.relative(("wife", "husband", "daughter", "carer"))
                    n.line("        escort: ", w, " ", ctx.fname(f, "full"), " ", ctx.tel())
                elif extra == 1:
                    n.line("        use side door of ", (r.choice(LANDMARKS), "LOCATION_OTHER"),
                           ", buzzer not working")
                elif extra == 2:
                    n.line("        pick up from ", ctx.hosp("carehome"), " reception")
                elif extra == 3:
                    mid = phi.healthplan(r, us, "medicaid" if us else "policy")
                    n.line("        ", "Medicaid ID " if us else "Funding ref ", (mid, "HEALTHPLAN"))
                elif extra == 4:
                    n.line("        dog in house - call from kerb; neighbour ",
                           ctx.fname(ctx.family(), "first"), " has key")
                elif extra == 5:
                    n.line("        return trip ~", r.choice(("10:15", "14:45", "20:30", "11:30")),
                           "; pt works part time as ", (r.choice(("cashier", "crossing guard",
                                                                 "school bus monitor", "cleaner")),
                                                        "PROFESSION"))
                elif extra == 6:
                    n.line("        O2 cylinder travels with pt; 2 L/min")
            n.t("\n")
    n.t("\n")
    k = r.random()
    if k < 0.5:
        n.line("Cancellations: ", r.choice(("call dispatch before 04:30", "min 2 h notice",
                                            "unit to fax changes")), " - ", ctx.fax() if r.random() < 0.5
               else (phi.role_email(r, "dispatch." + ctx.addr["city"].split()[0]), "EMAIL"))
    if r.random() < 0.5:
        p = ctx.patient()
        n.line("NOTE: ", ctx.pname(p, "full"), " cancelled ", ctx.d(day, "md" if us else "dm"),
               " - ", r.choice(("admitted to ", "seen at ")), ctx.hosp("hosp"), ". Per ",
               ctx.staff("rn").items(r, "full_cred"), ".")
    if r.random() < 0.35:
        n.line("Vehicle ", (phi.plate(r, us), "VEHICLE"), " (VIN ", (phi.vin(r), "VEHICLE"),
               ") off road for ramp repair; spare van in use.")
    if r.random() < 0.5:
        n.line(r.choice(("Booked online via ", "Portal: ")), (phi.url(r, "transport/booking"), "URL"))
    else:
        n.line("Bookings by phone only - no same-day adds.")
    return n


# ------------------------------------------------------------------ infusion appointments
def infusion_list(r, ctx):
    us = ctx.us
    n = Note("infusion appointment list", ctx.country)
    site = ctx.hosp("infusion")
    day = ctx.today
    style = r.choice(("pipe", "space", "csv", "md", "blocks"))
    n.line(site, " - ", r.choice(("Daily Appointment List", "Chair Schedule", "Infusion Census")))
    n.line(ctx.d(day, r.choice(("wd_long", "mdY" if us else "dmY", "abbr"))), "   Run by ",
           (ctx.staff("clerk").username(r), "USERNAME"), " @ %02d:%02d" % (r.randint(5, 7), r.randint(0, 59)))
    if r.random() < 0.4:
        n.line("Front desk ", ctx.tel(), "  Fax ", ctx.fax(), "  ", phi.addr_items(r, ctx.addr, us))
    n.t("\n")
    rows = []
    times = sorted(r.sample(range(14, 34), r.randint(7, 12)))
    for tslot in times:
        p = ctx.patient(18, 88)
        t = "%02d:%02d" % (tslot // 2, 30 * (tslot % 2))
        prov = ctx.staff(r.choice(("onc", "neph", "np")), r.randint(0, 3))
        drug, durs = r.choice(V.INFUSION_DRUGS)
        dur = r.choice(durs)
        chair = [(r.choice(("C", "")) + str(r.randint(1, 20)), "LOCATION_OTHER")]
        if us:
            pay = r.choice(([ctx.org("insurer"), " ", (phi.healthplan(r, True, "member"), "HEALTHPLAN")],
                            ["Medicare B ", (phi.mbi(r), "HEALTHPLAN")],
                            ["auth ", (phi.idnum(r, "auth"), "IDNUM")], ["self-pay"]))
        else:
            pay = r.choice((["NHS"], ["Homecare"], [ctx.org("insurer"), " ", (phi.healthplan(r, False, "policy"), "HEALTHPLAN")],
                            ["Blueteq ", (phi.idnum(r, "auth"), "IDNUM")]))
        k = r.randint(0, 14)
        if k == 0:
            note = ["pump SN ", (phi.device_sn(r, "pump"), "DEVICE")]
        elif k == 1:
            w, f = ctx.relative(("husband", "wife", "son", "friend"))
            note = ["pickup: ", w, " ", ctx.fname(f, "first"), " ", ctx.tel()]
        elif k == 2:
            note = ["1st dose - obs 60m"]
        elif k == 3:
            note = ["port - Huber 20G 3/4\""]
        elif k == 4:
            note = ["pre-med APAP/diphenhydramine"]
        elif k == 5:
            note = ["acct ", (phi.account(r, us), "ACCOUNT")]
        elif k == 6:
            note = ["interp " + r.choice(LANGUAGES)]
        elif k == 7:
            note = ["wt today for dosing"]
        elif k == 8:
            note = ["resched from ", ctx.d(ctx.days(-r.randint(2, 9)), "md" if us else "dm")]
        elif k == 9:
            note = ["leaves for work (", (r.choice(("nurse", "teacher", "chef", "lawyer", "postman")),
                                          "PROFESSION"), ") by 3"]
        else:
            note = [r.choice(("", "", "IV access difficult - US guided", "chair by window",
                              "labs drawn", "consent on file", "VS q15m x4", "hx reaction - slow titrate"))]
        nm = ctx.pname(p, r.choice(("LF", "lf", "full", "lf")))
        dob = ctx.d(p.dob, "mdY" if us else "dmY")
        rows.append([t, chair, nm, dob, (p.mrn, "MRN"), drug, dur,
                     prov.items(r, r.choice(("dr_last", "fi_l_cred")) if prov.role != "np" else "fi_l_cred"),
                     pay, note])
    hdr = ["Time", "Chair", "Patient", "DOB", "MRN" if us else "Hosp No", "Therapy", "Dur",
           "Ordering", "Payer/Auth", "Notes"]
    if style == "blocks":
        for row in rows:
            n.line(row[0], "  Chair ", row[1], "  ", row[2], "  DOB ", row[3], "  #", row[4])
            n.line("       ", row[5], " over ", row[6], " - ", row[7], " - ", row[8])
            if itext(row[9]):
                n.line("       ", row[9])
    else:
        table(n, hdr, rows, style)
    n.t("\n")
    rn = ctx.staff("onc_rn")
    ph = ctx.staff("pharm")
    n.line("Charge RN: ", rn.items(r, "full_cred"), "   Pharmacy verify: ", ph.items(r, "fi_l_cred"),
           " ext ", (phi.extension(r), "PHONE"))
    if r.random() < 0.5:
        n.line("Add-ons/cancellations -> ", ctx.tel(ext=True), " or ", (phi.role_email(r, "infusion.scheduling"), "EMAIL"))
    if r.random() < 0.4:
        used = [row[1][0][0].lstrip("C") for row in rows]
        c1, c2 = sorted(r.sample([c for c in range(1, 21) if str(c) not in used], 2))
        n.line("Chairs ", (str(c1), "LOCATION_OTHER"), " and ", (str(c2), "LOCATION_OTHER"),
               " out of service %s (recliner motors)." % r.choice(("today", "AM", "until noon")))
    return n
