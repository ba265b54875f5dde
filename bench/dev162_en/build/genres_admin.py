"""Genres: missed treatment log, patient communication log, water/machine log."""
import phi
import vocab as V
from core import Note
from layout import table
from pools_places import COUNTRIES, LANGUAGES, PROFESSIONS


def _ds(us, short=False):
    if short:
        return "md" if us else "dm"
    return "mdY" if us else "dmY"


def _time(r, lo=6, hi=19):
    return "%02d:%02d" % (r.randint(lo, hi), r.randint(0, 59))


# ------------------------------------------------------------------ missed treatment log
def missed_log(r, ctx):
    us = ctx.us
    n = Note("missed treatment log", ctx.country)
    style = r.choice(("csv", "tsv", "narrative", "pipe", "narrative"))
    n.line(r.choice(("Missed/Shortened Treatment Log", "MISSED TREATMENT LOG", "Did Not Attend (DNA) Log"
                     if not us else "Missed Tx Tracking")), " - ", (ctx.unit, "HOSPITAL"))
    n.line("Period: ", ctx.d(ctx.days(-27), _ds(us)), " to ", ctx.d(ctx.today, _ds(us)))
    n.t("\n")
    entries = []
    for k in range(r.randint(5, 9)):
        p = ctx.patient()
        day = ctx.days(-r.randint(0, 27))
        entries.append((day, p, r.choice(V.REASONS_MISSED), ctx.staff(r.choice(("rn", "sw", "clerk")), r.randint(0, 2))))
    entries.sort(key=lambda e: e[0])
    if style in ("csv", "tsv", "pipe"):
        rows = []
        for day, p, reason, st in entries:
            reason_cell = [reason]
            if reason == "inpatient":
                reason_cell = ["inpatient ", ctx.hosp("hosp")]
            elif reason == "on holiday":
                reason_cell = ["travel - ", (r.choice(COUNTRIES), "COUNTRY")]
            contact = r.choice((["VM ", ctx.tel()], ["spoke w/ pt ", ctx.tel()],
                                ["no answer x2"], ["called ", ctx.relative()[0], " ", ctx.tel()],
                                ["text sent to ", ctx.tel(style="mob" if not us else None)]))
            makeup = r.choice(([ctx.d(phi.add_days(day, 1), _ds(us, True))], ["none"], ["declined"],
                               [ctx.d(phi.add_days(day, 2), _ds(us, True)), " extra shift"]))
            rows.append([ctx.d(day, _ds(us)), r.choice(("1", "2", "3") if us else ("AM", "PM", "Twi")),
                         ctx.pname(p, r.choice(("LF", "lf", "full"))), (p.mrn, "MRN"),
                         [(str(r.randint(1, 24)), "LOCATION_OTHER")], reason_cell, contact, makeup,
                         [(st.initials(r), "DOCTOR")]])
        table(n, ["Date", "Shift", "Patient", "MRN" if us else "HospNo", "Chair", "Reason", "Contact",
                  "Make-up", "By"], rows, style)
    else:
        for day, p, reason, st in entries:
            n.add("* ", ctx.d(day, r.choice((_ds(us), "wd_md" if us else "wd_dm"))), " ",
                  r.choice(("1st", "2nd", "3rd") if us else ("AM", "PM", "twi")), " - ",
                  ctx.pname(p, r.choice(("full", "LF", "lf"))), " (", ctx.mrn_items(p, label=False), ")",
                  " - ", reason, ".")
            k = r.choice(V.REASON_FOLLOWUPS[reason])
            if k == 0:
                n.add(" Called home ", ctx.tel(), " x2, no answer; left VM.")
            elif k == 1:
                w, f = ctx.relative()
                n.add(" Spoke to ", w, " ", ctx.fname(f, r.choice(("full", "first"))), " on ", ctx.tel(),
                      ": pt admitted to ", ctx.hosp("hosp"), " ", ctx.d(day, _ds(us, True)), ".")
            elif k == 2:
                n.add(" Pt flew to ", (r.choice(COUNTRIES), "COUNTRY"), " for family ",
                      "funeral" if reason == "funeral" else "visit", "; back ",
                      ctx.d(phi.add_days(day, r.randint(5, 15)), _ds(us, True)), ". Transient unit not arranged.")
            elif k == 3:
                n.add(" ", ctx.org("transport"), " no-show (trip ", (phi.idnum(r, "trip"), "IDNUM"),
                      "); complaint logged.")
            elif k == 4:
                n.add(" Welfare check requested - pt lives alone at ", (p.addr["street"], "STREET"), ".")
            elif k == 5:
                n.add(" Pt says could not get off work (", (r.choice(PROFESSIONS), "PROFESSION"), ", ",
                      ctx.org("employer"), "); offered ", "3rd shift." if us else "twilight slot.")
            elif k == 6:
                n.add(" Pt's ", ctx.relative(("son", "daughter", "wife", "husband"))[0], " called unit ",
                      _time(r), " to cancel.")
            n.add(" - ", st.items(r, r.choice(("full_cred", "fi_l_cred", "init"))), "\n")
    n.t("\n")
    tot = len(entries)
    if us and r.random() < 0.5:
        n.line("Counts toward ESRD QIP / CMS missed-treatment reporting (CROWNWeb/EQRS).")
    n.line("Total missed: %d   Shortened (>10 min): %d   Unit rate %.1f%%" % (tot, r.randint(2, 15), r.randint(8, 45) / 10.0))
    if r.random() < 0.6:
        n.line("Per policy: 2 consecutive missed -> nephrologist + SW notified. SW: ",
               ctx.staff("sw").items(r, r.choice(("full_cred", "full_cred2"))), " ", ctx.tel(ext=True))
    if r.random() < 0.5:
        n.line("Reviewed at QAPI ", ctx.d(ctx.days(r.randint(2, 12)), _ds(us)), " by ",
               ctx.staff("neph").items(r, "dr_last"), ". Export: ", (ctx.staff("clerk").username(r), "USERNAME"))
    return n


# ------------------------------------------------------------------ communication log
def comms_log(r, ctx):
    us = ctx.us
    n = Note("patient communication log", ctx.country)
    p = ctx.patient()
    lang = r.choice(("English",) * 4 + LANGUAGES)
    w, fam = ctx.relative()
    n.line(r.choice(("PATIENT COMMUNICATION LOG", "Contact Log", "Communication Record")), " - ",
           (ctx.unit, "HOSPITAL"))
    n.line("Pt: ", ctx.pname(p, r.choice(("LF", "lf", "full"))), "  ", ctx.mrn_items(p), "  DOB ",
           ctx.d(p.dob, _ds(us)))
    n.line("Preferred contact: ", ctx.tel(), r.choice(("  (cell)", "  (home)", "  (mob)", "")),
           "   Alt: ", w, " ", ctx.fname(fam, "full"), " ", ctx.tel())
    if r.random() < 0.5:
        n.line("Email on file: ", (phi.email(r, p.first, p.last), "EMAIL"), "   Language: ", lang)
    n.t("\n")
    day = ctx.days(-r.randint(20, 60))
    bullet = r.choice(("- ", "* ", "• ", ""))
    dst = r.choice((_ds(us), _ds(us, True), "iso", "abbr"))
    epool = list(range(14)) + [4, 12, 13]
    r.shuffle(epool)
    job = (r.choice(PROFESSIONS), "PROFESSION")
    employer = ctx.org("employer")
    for k in range(r.randint(6, 10)):
        day = phi.add_days(day, r.randint(1, 7))
        st = ctx.staff(r.choice(("rn", "sw", "clerk", "rd")), r.randint(0, 1))
        n.add(bullet, ctx.d(day, dst if r.random() < 0.85 else None), " ", _time(r, 7, 18), " ")
        e = epool.pop()
        if e == 0:
            n.add("TC from ", w, " ", ctx.fname(fam, r.choice(("first", "full"))), " (", ctx.tel(),
                  ") asking to move pt to ", r.choice(("MWF", "TTS", "2nd shift", "3rd shift")), "; passed to charge nurse.")
        elif e == 1:
            n.add("Email to ", (phi.email(r, p.first, p.last), "EMAIL"), " - updated schedule + holiday dialysis forms attached.")
        elif e == 2:
            n.add("Portal msg from pt (user ", (p.username(r), "USERNAME"), ") via ",
                  (phi.url(r, r.choice(("portal", "patient-portal", "mychart-login", "messages"))), "URL"),
                  ": asks for lab results.")
        elif e == 3:
            n.add("Faxed monthly labs to ", "PCP " if us else "GP ", ctx.staff("neph", 5).items(r, "dr_last"), " at ",
                  ctx.hosp("practice"), ", fax ", ctx.fax(), ".")
        elif e == 4:
            n.add("Left VM at ", ctx.tel(), " re missed tx ", ctx.d(phi.add_days(day, -1), _ds(us, True)), ".")
        elif e == 5:
            n.add("Letter posted to ", phi.addr_items(r, p.addr, us), " re transport reassessment.")
        elif e == 6:
            n.add("Pt's employer ", employer, " requested letter re tx schedule; pt works as ",
                  job, ". Letter done, pt collected.")
        elif e == 7:
            n.add(ctx.hosp("pharm"), " called re ", r.choice(V.BINDERS), " refill, Rx# ",
                  (phi.idnum(r, "rx"), "IDNUM"), " - renewed by ", ctx.staff("np").items(r, "fi_l_cred"), ".")
        elif e == 8:
            n.add("Interpreter (", lang if lang != "English" else r.choice(LANGUAGES), ") used for call w/ pt; understands new fluid limit 1 L/day.")
        elif e == 9:
            n.add("Pt upset re wait times; complaint ref ", (phi.idnum(r, "case"), "IDNUM"),
                  " opened. Manager ", ctx.staff("rn", 4).items(r, "full"), " to call back.")
        elif e == 10:
            if us:
                n.add("Insurance ", ctx.org("insurer"), " - member ID ",
                      (phi.healthplan(r, us, "member"), "HEALTHPLAN"), " verified.")
            else:
                n.add("Private cover for holiday dialysis: ", ctx.org("insurer"), " policy no. ",
                      (phi.healthplan(r, us, "policy"), "HEALTHPLAN"), " confirmed.")
        elif e == 11:
            n.add("Pt visiting ", (r.choice(COUNTRIES), "COUNTRY"), " ", ctx.d(phi.add_days(day, 20), _ds(us, True)),
                  "-", ctx.d(phi.add_days(day, 34), _ds(us, True)), "; packet sent to ", ctx.hosp("unit"), ".")
        elif e == 12:
            n.add("Text reminder sent to ", ctx.tel(style="mob" if not us else None), " - auto, no reply.")
        else:
            if r.random() < 0.25:
                n.add("Confirmed transport for ", ctx.d(phi.add_days(day, r.randint(1, 5)),
                                                       r.choice(("wd", "wd_md" if us else "wd_dm"))), ".")
            else:
                n.add(r.choice(("No answer, VM full.", "Pt aware of shift change.",
                                "Discussed fluid gains 3.5 kg - pt agreeable to RD call.")))
        if r.random() < 0.5:
            n.add(" [", (st.initials(r), "DOCTOR"), "]\n")
        else:
            n.add(" [", (st.username(r), "USERNAME"), "]\n")
    n.t("\n")
    if r.random() < 0.4:
        n.line("Log accessed by ", (ctx.staff("clerk").username(r), "USERNAME"), " from ", (phi.ip(r), "IPADDR"),
               " ", ctx.d(ctx.today, "iso"), " ", _time(r))
    return n


# ------------------------------------------------------------------ water / machine log
def water_log(r, ctx):
    us = ctx.us
    n = Note("water treatment and machine maintenance log", ctx.country)
    tech = ctx.staff("tech")
    tech2 = ctx.staff("tech", 1)
    vendor = ctx.org("water")
    n.line((ctx.unit, "HOSPITAL"), " - ", r.choice(("Water Treatment Daily Log", "Water Room Log",
                                                   "Water Treatment Plant - Daily Checks")))
    n.line("RO: ", r.choice(("Mar Cor MMRO", "AmeriWater MRO", "Gambro WRO 300 H", "Fresenius AquaUNO",
                             "B. Braun Aquaboss")), "  SN ", (phi.device_sn(r, "ro"), "DEVICE"),
           "   Carbon: worker/polisher 2 x 3 cu ft   Loop: PEX, heat disinfection ",
           r.choice(("weekly", "Sun", "nightly")))
    n.line("Service vendor: ", vendor, "  24h ", ctx.tel())
    n.t("\n")
    start = ctx.days(-r.randint(6, 12))
    rows = []
    wst = r.choice((_ds(us), _ds(us, True), "iso", "dmonY"))
    for k in range(r.randint(6, 10)):
        dd = phi.add_days(start, k)
        t = tech if r.random() < 0.7 else tech2
        rows.append([ctx.d(dd, wst), "%02d:%02d" % (r.randint(4, 6), r.randint(0, 59)),
                     "<0.1" if r.random() < 0.85 else "0.0%d" % r.randint(1, 9), "<0.1",
                     str(r.randint(0, 2)), str(r.randint(4, 19)), "%d" % r.randint(95, 99),
                     str(r.randint(38, 62)), "%.1f" % (r.randint(150, 260) / 10.0), [(t.initials(r), "DOCTOR")]])
    table(n, ["Date", "Time", "TCl W", "TCl P", "Hard", "Cond", "%Rej", "Feed psi" if us else "Feed kPa",
              "Temp C", "Init"], rows, r.choice(("pipe", "space", "csv", "md")))
    n.line("Total chlorine limit 0.1 mg/L (" + ("AAMI" if us else "ISO 23500") + "); tested pre-1st shift and q4h.",
           " Log retained for " + ("CMS survey (V-tags 196/260)." if us else "CQC inspection / renal network audit."))
    n.t("\n")
    cd = ctx.days(-r.randint(1, 20))
    n.line("Monthly cultures/endotoxin drawn ", ctx.d(cd, _ds(us)), " by ", (tech.name(r, "fi_l"), "DOCTOR"),
           " - sent to ", ctx.org("lab"), ", samples ", (phi.idnum(r, "sample"), "IDNUM"), ", ",
           (phi.idnum(r, "sample"), "IDNUM"))
    n.line("  Results: loop return %d CFU/mL, endotoxin <0.03 EU/mL; all machines below action level (50 / 0.5)." % r.randint(0, 12))
    n.t("\n")
    n.line(r.choice(("MACHINE MAINTENANCE", "Equipment / machine log", "Biomed work")))
    models = V.MACHINES_US if us else V.MACHINES_UK
    for k in range(r.randint(3, 6)):
        dd = phi.add_days(start, r.randint(0, 10))
        n.add("- ", ctx.d(dd, _ds(us, True)), " ", r.choice(models), " asset ",
              (phi.device_sn(r, "asset"), "DEVICE"), " / SN ", (phi.device_sn(r, "machine"), "DEVICE"))
        if r.random() < 0.5:
            n.add(" (chair ", (str(r.randint(1, 24)), "LOCATION_OTHER"), ")")
        e = r.randint(0, 8)
        if e == 0:
            n.add(": %d-hr PM done, cond cell + temp cal verified, WO " % r.choice((2000, 4000, 6000, 8000)),
                  (phi.idnum(r, "workorder"), "IDNUM"))
        elif e == 1:
            p = ctx.patient()
            n.add(": blood leak alarm during tx of ", ctx.pname(p, r.choice(("full", "init", "fi_l"))),
                  " - machine swapped, tx completed; ", r.choice(("dialyzer", "blood lines")), " kept for review")
        elif e == 2:
            n.add(": network card replaced, IP ", (phi.ip(r), "IPADDR"), " re-registered with EMR interface")
        elif e == 3:
            n.add(": UF pump error 1077 - vendor tech ", (ctx.staff("tech", 2).name(r, "full"), "DOCTOR"),
                  " (", vendor, ") replaced pump; tested 4 h")
        elif e == 4:
            n.add(": failed pressure hold - balancing chamber diaphragm replaced; WO ",
                  (phi.idnum(r, "workorder"), "IDNUM"))
        elif e == 5:
            n.add(": quarantined - red tag; loaner SN ", (phi.device_sn(r, "machine"), "DEVICE"), " in service")
        elif e == 6:
            n.add(": annual electrical safety test pass (leakage 40 µA)")
        else:
            n.add(": routine chemical disinfect log reviewed, OK")
        n.add(" [", (tech.initials(r) if r.random() < 0.6 else tech2.initials(r), "DOCTOR"), "]\n")
    n.t("\n")
    n.add("Reviewed: ", ctx.staff("rn", 4).items(r, r.choice(("full_cred", "fi_l_cred"))), ", ",
          ctx.staff("neph").items(r, "dr_last"), " (Medical Director)" if us else " (Clinical Lead)")
    n.t("\n")
    n.line("Technician: ", tech.items(r, "full_cred"),
           *(["  cert #", (phi.tech_cert(r), "LICENSE")] if us and r.random() < 0.6 else []))
    if r.random() < 0.5:
        n.line("CMMS login ", (tech.username(r), "USERNAME"), "; entries synced ", ctx.d(ctx.today, "iso"), " ",
               _time(r, 18, 23))
    return n
