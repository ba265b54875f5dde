"""Genres: weight-check records; community home visits."""
import clinical as cl
import names
import orgs
import phi
from blocks import (address, adult_age, baby_ref, dt, mum_ref, partner_ref, plus, signature, staff_ref, tm)
from case import Person, baby_age_items
from doc import Doc, P


def _lbs(g):
    oz_total = g / 28.3495
    lb = int(oz_total // 16)
    oz = oz_total - lb * 16
    return "%d lb %d oz" % (lb, round(oz)) if round(oz) < 16 else "%d lb 0 oz" % (lb + 1)


def gen_weight_check(rng, c):
    d = Doc()
    form = rng.choice(["table", "table", "wic" if c.c == "US" else "table", "clinic_list", "short"])
    if form == "clinic_list":
        return _clinic_list(rng, c)
    site = rng.choice([c.clinic, c.gp_practice, c.hosp])
    start = c.days_after(rng, 3, 10)
    if form == "wic":
        wic = rng.choice(orgs.WIC_OFFICES)
        d.line("{} - Breastfeeding Peer Counseling", P(wic, "ORGANIZATION"))
        d.line("Infant Weight Check Record")
        d.line("WIC ID: {}    Family ID: {}", P(phi.wic_id(rng), "HEALTHPLAN"), P(phi.wic_id(rng), "HEALTHPLAN"))
    else:
        d.line("{}", P(site, "HOSPITAL"))
        d.line(rng.choice(["INFANT WEIGHT CHECK RECORD", "Baby weigh clinic - weight record", "Weight Monitoring Chart",
                           "WEIGHT CHECK (feeding support)", "Infant growth & feeding record"]))
    d.line("Name: {}    DOB: {}    Sex: {}", c.baby.nm(rng, rng.choice(["full", "LF", "lf"])), dt(rng, c, c.birth, "num"), c.baby.sex)
    d.line("{} {}    Gestation: {}/40    Birth weight: {} g ({})", rng.choice(["ID:", "MRN", "Child Health no."]),
           P(c.baby_mrn, "MRN"), c.gest(), c.bw, _lbs(c.bw))
    if rng.random() < 0.6:
        d.line("{}: {}", c.nat_label, P(c.baby_nat, c.nat_type))
    d.f("Parent/carer: {}", c.mum.nm(rng, rng.choice(["full", "lf", "fml"])))
    d.line("   Contact: {}", P(c.mobile, "PHONE"))
    if rng.random() < 0.4:
        d.f("Address: ")
        address(rng, d, c.addr, multiline=False)
        d.nl()
    d.nl()
    w = c.bw
    day = (start - c.birth).days
    date = start
    rows = rng.randint(3, 7)
    us = c.c == "US"
    d.line("Date        | Age        | Wt (g) | Change vs BW | Centile | Feeding            | By")
    d.line("------------+------------+--------+--------------+---------+--------------------+----")
    staff = [c.hv, c.lc, c.mw, c.peer]
    for i in range(rows):
        if i == 0:
            w = int(c.bw * (1 - rng.uniform(0.04, 0.11)))
        else:
            w = w + int(rng.uniform(-10, 45) * (date - prev).days)
        pct = (w - c.bw) * 100.0 / c.bw
        d.f("{} | ", dt(rng, c, date, rng.choice(["num", "num", "short"])))
        age = (date - c.birth).days
        if age < 15:
            d.f("{} days    | ", P(str(age), "AGE"))
        elif age < 90:
            d.f("{} wks     | ", P(str(age // 7), "AGE"))
        else:
            d.f("{} months  | ", P(str(age // 30), "AGE"))
        d.f("{}   | {}", w, "%+.1f%%" % pct)
        d.f("       | {}    | {} | ", rng.choice(["9th", "25th", "2nd", "50th", "25-50", "0.4th", "75th"]),
            rng.choice(["EBF", "BF + EBM top-ups", "BF + FF 3x", "EBM via bottle", "mixed", "BF (shield)", "EBF"]))
        s = rng.choice(staff)
        d.line("{}", P(s.form(rng, "initials"), "DOCTOR"))
        prev = date
        date = plus(date, rng.choice([2, 3, 4, 7, 7, 14]))
    d.nl()
    d.line("Comments:")
    d.line("{}", rng.choice([
        "Regained BW by day %d. Discharged from weight monitoring." % rng.randint(10, 16),
        "Slow gain (<20 g/day). Feeding plan reviewed, referred to LC.",
        "Weight loss >10%% on day %d - discussed with paeds, top-ups commenced." % rng.randint(3, 5),
        "Gaining 30-35 g/day on EBF. Good output. Reassured.",
        "Weights on different scales (home vs clinic) - interpret trend with caution.",
        "Drop across 2 centile spaces - GP review requested.",
    ]))
    if form == "wic":
        d.f("Peer counselor: ")
        d.add(staff_ref(rng, c.peer, "plain"))
        d.line("  Ph {}", P(phi.phone(rng, c.c, "land"), "PHONE"))
    else:
        signature(rng, d, c, rng.choice([c.hv, c.lc, c.mw]), lic=rng.random() < 0.3)
    if rng.random() < 0.3:
        d.line("Next weigh: {} {}", dt(rng, c, date, "wd"), tm(rng, c))
    return d


def _clinic_list(rng, c):
    d = Doc()
    date = c.days_after(rng, 5, 60)
    d.line("{} - {} weigh clinic", P(rng.choice([c.clinic, c.gp_practice]), "HOSPITAL"),
           rng.choice(["Drop-in", "Tuesday", "Infant feeding", "Community"]))
    d.line("Session: {}  {}-{}   Room {}", dt(rng, c, date, rng.choice(["wd", "full"])), "09:30", "12:00",
           P(str(rng.randint(1, 14)), "LOCATION_OTHER"))
    d.f("Staff: ")
    d.add(staff_ref(rng, c.hv, "cred"), ", ")
    d.add(staff_ref(rng, c.peer, "plain"), " (peer)")
    d.nl(2)
    d.line("#  Baby                     DOB         Wt (g)   Feeding  Action")
    n = rng.randint(3, 7)
    for i in range(1, n + 1):
        if i == 1:
            b = c.baby
            bdob = c.birth
        else:
            org = names.origin(rng, c.c)
            sex = rng.choice("MF")
            b = Person(names.male(rng, org) if sex == "M" else names.female(rng, org), names.surname(rng, org), "PATIENT", sex=sex)
            bdob = plus(date, -rng.randint(5, 120))
        d.f("{}  ", i)
        d.f("{}", b.nm(rng, rng.choice(["full", "LF", "lf"])))
        bage = (date - bdob).days
        d.f("   {}   {}    ", dt(rng, c, bdob, "num"), int(3300 + max(0, bage - 10) * rng.uniform(18, 34) - (150 if bage < 10 else 0)))
        d.line("{}  {}", rng.choice(["EBF", "Mixed", "FF", "EBF", "EBM"]),
               rng.choice(["nil", "review 2/52", "LC referral", "reassured", "TT clinic ref", "GP - slow gain", "weigh 1/52"]))
    d.nl()
    d.line("Notes: scales calibrated (Class III, checked {}). {}", dt(rng, c, plus(date, -rng.randint(5, 60)), "short"),
           rng.choice(["Busy session, 2 DNAs.", "Interpreter booked for next week.", "Peer supporters x2 present.", ""]))
    return d


def gen_home_visit(rng, c):
    d = Doc()
    date = c.days_after(rng, 2, 40)
    age_days = (date - c.birth).days
    s = rng.choice([c.mw, c.hv, c.lc])
    d.line(rng.choice(["COMMUNITY POSTNATAL HOME VISIT", "Home visit - infant feeding", "Domiciliary visit record",
                       "NEW BIRTH VISIT", "Home Visit Note"]))
    h0 = rng.randint(9, 16)
    m0 = rng.choice([0, 5, 10, 20, 30, 40, 45, 50])
    h1, m1 = h0 + 1, rng.choice([0, 10, 15, 25, 35, 55])
    d.line("Date: {}   Arrived {}  Left {}    Visit no. {}", dt(rng, c, date, "full"), "%02d:%02d" % (h0, m0), "%02d:%02d" % (h1, m1),
           P(phi.account(rng), "ACCOUNT"))
    d.f("Address: ")
    address(rng, d, c.addr, multiline=False)
    d.nl()
    if rng.random() < 0.45:
        d.line("Lone worker: checked in with base at {}; car reg {}.", tm(rng, c), P(phi.plate(rng, c.c), "VEHICLE"))
    d.f("Mother: {}  (", c.mum.nm(rng, rng.choice(["full", "lf"])))
    d.add(adult_age(rng, c))
    d.line(")  {} {}", c.nat_label, P(c.mum_nat, c.nat_type))
    d.f("Baby: {}  DOB {}  (", c.baby.nm(rng, "full"), dt(rng, c, c.birth, "num"))
    d.add(baby_age_items(rng, age_days))
    d.line(")")
    d.f("Present: mum")
    if c.partner is not None and rng.random() < 0.6:
        d.f(", {}", partner_ref(rng, c))
    if rng.random() < 0.4:
        d.f(", MGM {}", c.gran.nm(rng, rng.choice(["first", "full"])))
    if rng.random() < 0.3:
        d.f(", sibling {} (", c.sibling.nm(rng, "first"))
        d.add(P(str(rng.randint(2, 8)), "AGE"), ")")
    d.nl(2)
    d.line("MOTHER: BP {}/{}, P {}, T {}C. Lochia {}. {}. EPDS {}/30.",
           rng.randint(100, 140), rng.randint(60, 90), rng.randint(60, 100), "%.1f" % (rng.randint(360, 381) / 10.0),
           rng.choice(["normal", "light, red", "serosa", "minimal"]), rng.choice(["Perineum healing", "LSCS wound clean, dry",
                                                                              "Sutures intact", "Wound dressing removed"]),
           rng.randint(2, 16))
    d.add("Breasts: ")
    cl.breast_exam(rng, d, c)
    d.nl()
    d.add("BABY: ")
    cl.infant_exam(rng, d, c)
    d.f(" Cord {}. ", rng.choice(["separated", "drying", "clean"]))
    wl, _ = cl.weight_line(rng, c, age_days)
    d.line("{}", wl)
    d.line("FEEDING: {}", cl.feeding_pattern(rng, c, age_days))
    d.line("Full feed observed - {}.", cl.latch(rng))
    d.nl()
    d.line("Discussed: {}.", ", ".join(cl.pick(rng, ["safe sleep (SIDS)", "smoke-free home", "car seat", "responsive feeding",
                                                      "expressing & storage (4 h room temp, 4 days fridge)", "vitamin D",
                                                      "contraception (LAM)", "local peer support groups", "jaundice signs",
                                                      "postnatal mood", "Healthy Start vouchers" if c.c == "UK" else "WIC enrolment" if c.c == "US" else "family tax benefit"],
                                                   rng.randint(2, 5))))
    if rng.random() < 0.5:
        d.line("Signposted to {} group at {} ({}).", P(rng.choice(orgs.PEER_ORGS), "ORGANIZATION"),
               P(rng.choice(orgs.VENUES), "LOCATION_OTHER"), rng.choice(["weekly", "fortnightly", "10-12 weekly"]))
    d.line("Plan: {}", " ".join(cl.plan_items(rng, c, rng.randint(2, 4))))
    d.line("Next visit: {}{}", dt(rng, c, plus(date, rng.randint(1, 7)), rng.choice(["wd", "short", "full"])),
           rng.choice(["", " (handover to %s)" % ("HV" if c.c == "UK" else "PHN" if c.c in ("US", "CA") else "MCHN" if c.c == "AU" else "Well Child nurse"),
                       " - tel contact", " at clinic"]))
    d.nl()
    signature(rng, d, c, s, date=date if rng.random() < 0.3 else None)
    return d
