"""Genres: needle exchange / outreach contact log; safeguarding referral."""
import datetime as dt

from world import Note, frag, pname
import common as C

KIT = ("10x 1ml insulin syringes 29G", "5x orange 25G + 5x 2ml barrels", "20x blue 23G", "foil x10", "citric x5",
       "sterile water x10", "spoons x5", "filters x10", "1L sharps bin", "swabs x20", "tourniquet", "wound care pack",
       "pipe (crack) x2", "mouthpieces", "condoms + lube", "fentanyl test strips x3", "naloxone (Nyxoid)")


def client_code(p):
    """Anonymised NSP client code: initials, sex, day and year of birth."""
    return ("%s%s%s%02d%02d" % (p.first[0], p.last[0], p.sex, p.dob.day, p.dob.year % 100)).upper()


def _kit(r):
    return ", ".join(r.sample(KIT, r.randint(2, 5)))


def gen_nsp(w):
    r = w.rng
    nb = Note()
    workers = [w.person(lo=22, hi=60) for _ in range(r.randint(2, 3))]
    label = {"UK": "NSP", "IE": "needle exchange", "NZ": "NEX"}[w.c]
    if r.random() < 0.5:
        nb.ln(r.choice(("OUTREACH SHIFT LOG", "Street outreach - contact log", "Assertive outreach shift record", "outreach log")))
        nb.ln("Date: {d|DATE}   Shift %02d:00-%02d:00" % (r.randint(7, 15), r.randint(17, 23)), d=w.d(w.today, r.choice(("wd_dmy", "dmy", "weekday_d_month_y"))))
        nb.f("Staff: ")
        for i, wk in enumerate(workers):
            nb.f("{n}" + (", " if i < len(workers) - 1 else "\n"), n=w.staff_name(wk, ("full", "first", "init_last")))
        if r.random() < 0.75:
            nb.ln("Vehicle: {v|VEHICLE}" + r.choice(("", " (mobile unit)", " - fuel card in glovebox")), v=w.plate())
        nb.ln("Route: {a|LOCATION_OTHER} > {b|STREET} > {c|LOCATION_OTHER} > {d|LOCATION_OTHER}", a=w.landmark(),
              b=r.choice(("Granby", "Lorne", "Station", "Canal", "Quay", "Market", "Cathedral", "Cuba", "Dominion")) + " " + r.choice(("Street", "Road", "Lane")),
              c=w.hostel(), d=w.landmark())
        nb.ln()
        times = sorted(r.randint(9 * 60, 22 * 60 + 59) for _ in range(r.randint(3, 7)))
        for tm in times:
            p = w.person(lo=18, hi=60)
            nb.f("%02d:%02d " % divmod(tm, 60))
            loc = r.randint(0, 3)
            if loc == 0:
                nb.f("{l|LOCATION_OTHER}: ", l=w.landmark())
            elif loc == 1:
                nb.f("doorway by {l|ORGANIZATION}: ", l=w.church())
            elif loc == 2:
                nb.f("{l|LOCATION_OTHER} (room {rm|LOCATION_OTHER}): ", l=w.hostel(), rm=str(r.randint(1, 40)))
            else:
                nb.f("{s|STREET}: ", s=w.street())
            k = r.randint(0, 3)
            if k == 0:
                nb.f("{n} ({a|AGE}) ", n=pname(r, p, forms=("full", "first")), a=str(w.age(p)))
            elif k == 1:
                nb.f("'{n}' (known, no surname) ", n=frag((p.nick or p.first, "PATIENT")))
            elif k == 2:
                nb.f("{n} client code {c|IDNUM} ", n=pname(r, p, forms=("first", "initials")), c=client_code(p))
            else:
                nb.f("new contact {n}, says {a|AGE}, ", n=pname(r, p, forms=("first", "full")), a=str(w.age(p)))
            nb.add(r.choice(("- ", ": ", "; ")) + _kit(r) + ". ")
            nb.add(r.choice(("Abscess L groin, wound care, advised GP. ", "Injecting into neck now - safer injecting advice. ",
                             "Rough sleeping 3/7. ", "Using alone - OD risk discussed. ", "", "", "Intoxicated, brief contact. ",
                             "Asked about detox. ", "Reports bad batch going round - drug alert shared. ")))
            x = r.random()
            if x < 0.25:
                nb.f("DBS test done, sample {s|IDNUM}, results to {t|PHONE}.", s=w.idnum("lab"), t=w.mobile())
            elif x < 0.4:
                nb.f("Referred to {h|HOSPITAL}.", h=r.choice((w.addiction_service(), w.gp_practice(), w.sh_clinic())))
            elif x < 0.5:
                nb.f("Partner {f|FAMILY} also seen.", f=w.person().first)
            elif x < 0.58:
                nb.f("Sister {f|FAMILY} rang our line worried; passed on.", f=w.person(sex="F").first)
            nb.add("\n")
        nb.ln()
        nb.ln("Totals: %d contacts, %d new, returns approx %d L sharps. Packs out: %d." % (r.randint(5, 25), r.randint(0, 5), r.randint(1, 8), r.randint(10, 60)))
        if r.random() < 0.4:
            nb.ln("Incident: needle-stick (none). Van mileage %d. Keys returned to {s|HOSPITAL}." % r.randint(20, 160), s=w.addiction_service())
        return nb
    site = r.choice((w.pharmacy(), w.addiction_service()))
    nb.ln(r.choice((label.upper() + " TRANSACTION LOG", label + " contacts - fixed site", "Harm reduction / " + label + " record")) + " - {s|HOSPITAL}", s=site)
    nb.ln("Week commencing {d|DATE}   Completed by: {n}", d=w.d(w.today - dt.timedelta(days=w.today.weekday())), n=w.staff_name(workers[0], ("full", "init_last")))
    nb.ln("date | time | code | name | age | sex | out | returns | BBV | notes | wkr")
    slots = sorted((w.days_ago(0, w.today.weekday()), r.randint(9 * 60, 17 * 60 + 59)) for _ in range(r.randint(6, 12)))
    for day, tm in slots:
        p = w.person(lo=18, hi=64)
        nb.f("{d|DATE} | %02d:%02d | {c|IDNUM} | {n} | {a|AGE} | %s | " % (tm // 60, tm % 60, p.sex),
             d=w.d(day, r.choice(("dm", "dm_short", "wd_dm"))), c=client_code(p),
             n=pname(r, p, forms=("first", "initials", "nick", "full")), a=str(w.age(p)))
        nb.add(_kit(r) + " | " + r.choice(("Y", "N", "bin returned", "part", "N")) + " | " +
               r.choice(("offered-declined", "DBS done", "tested <12m", "HCV+ known", "HCV Rx done", "-")) + " | ")
        q = r.random()
        if q < 0.15:
            nb.f("referred {h|HOSPITAL}", h=w.sh_clinic())
        elif q < 0.3:
            nb.f("lives {l|LOCATION_OTHER}", l=w.hostel())
        elif q < 0.4:
            nb.f("collecting for {f|FAMILY} (secondary distribution)", f=w.person().first)
        else:
            nb.add(r.choice(("", "-", "new", "steroids (IPED)", "first visit", "THN offered")))
        nb.add(" | ")
        nb.add(r.choice(workers).initials(), "DOCTOR")
        nb.add("\n")
    nb.ln()
    if r.random() < 0.5:
        nb.ln("Stock order placed with {o|ORGANIZATION} {d|DATE}; delivery to {a}.", o=w.prefix() + " Medical Supplies", d=w.d(w.days_ahead(1, 4)), a=w.address())
    if r.random() < 0.3:
        nb.ln("Queries: " + label + " lead {n}, {e|EMAIL}, {t|PHONE}", n=w.staff_name(workers[-1], ("full",)), e=w.email_for(workers[-1], personal=False), t=w.phone())
    return nb


def gen_safeguarding(w):
    r = w.rng
    nb = Note()
    ref = w.person(lo=25, hi=62)
    svc = r.choice((w.addiction_service(), w.sh_clinic()))
    pt = w.person(sex="F" if r.random() < 0.65 else "M", lo=17, hi=55)
    child = r.random() < 0.6
    dest = {"UK": "MASH / Children's Social Care" if child else "Adult Safeguarding Team (MASH)",
            "IE": "Tusla Child Protection & Welfare Referral" if child else "HSE Safeguarding and Protection Team",
            "NZ": "Oranga Tamariki - Report of Concern" if child else "Adult safeguarding - family violence referral"}[w.c]
    nb.ln(r.choice(("SAFEGUARDING REFERRAL", "Safeguarding referral form", "Referral - safeguarding concern")) + " - " + dest)
    nb.ln("Date of referral: {d|DATE}   Ref: {x|IDNUM}", d=w.d(w.today), x=w.idnum("ref"))
    nb.ln()
    nb.ln("1. REFERRER")
    nb.ln("Name: {n}   Role: " + r.choice(("Recovery Worker", "Sexual Health Adviser", "Clinical Nurse Specialist", "Outreach Worker", "Consultant Psychiatrist (Addictions)")), n=w.staff_name(ref, ("full", "full_cred")))
    nb.ln("Agency: {s|HOSPITAL}, {a}", s=svc, a=w.address(w.home))
    nb.ln("Tel: {t|PHONE}   Secure email: {e|EMAIL}", t=w.phone(ext=r.random() < 0.5), e=w.email_for(ref, personal=False))
    if r.random() < 0.5:
        nb.ln("Fax: {f|FAX}", f=w.phone())
    nb.ln()
    nb.ln("2. PERSON(S) AT RISK")
    nb.ln("Service user: {n}   DOB {d|DATE} ({a|AGE})", n=pname(r, pt, forms=("full", "LAST_first", "FULLCAPS")), d=w.d(pt.dob, "dmy"), a=str(w.age(pt)))
    nb.ln("Address: {a}", a=w.address())
    nb.ln("{l}: {i|MRN}" + ("   {sl}: {s|SSN}" if r.random() < 0.45 else ""), l=w.nhs_label(), i=w.nhs(), sl=w.ssn_label(), s=w.ssn())
    nb.ln("Tel: {m|PHONE}" + r.choice(("", " (safe to call - yes)", " (NOT safe to call when partner home)")), m=w.mobile())
    kids = []
    if child:
        for _ in range(r.randint(1, 3)):
            k = w.person(lo=0, hi=15)
            kids.append(k)
            ag = w.age(k)
            nb.ln("Child: {n|FAMILY}, DOB {d|DATE}, " + ("age {a|AGE}, attends {s|ORGANIZATION}" if ag >= 4 else "pre-school"),
                  n=k.first + " " + (pt.last if r.random() < 0.6 else w.person().last), d=w.d(k.dob, "dmy"), a=str(ag), s=w.school())
    part = w.person(sex="M" if pt.sex == "F" else r.choice("MF"), lo=20, hi=60)
    nb.ln("Partner / alleged harm: {n|FAMILY} ({a|AGE})" + r.choice(("", ", DOB {d|DATE}", ", address unknown")), n=part.first + " " + part.last, a=str(w.age(part)), d=w.d(part.dob, "dmy"))
    nb.ln()
    nb.ln("3. OTHER PROFESSIONALS")
    gp = w.person(lo=30)
    nb.ln("GP: {g}, {p|HOSPITAL}, tel {t|PHONE}", g=w.staff_name(gp, ("dr_last", "dr_full")), p=w.gp_practice(), t=w.phone())
    if r.random() < 0.6:
        sw = w.person(lo=25)
        nb.ln("Social worker: {n} ({e|EMAIL})", n=w.staff_name(sw, ("full",)), e=w.email_for(sw, personal=False))
    if child and r.random() < 0.5:
        nb.ln(("Health visitor" if w.c == "UK" else "Public health nurse" if w.c == "IE" else "Plunket nurse") + ": {n}, {t|PHONE}", n=w.staff_name(w.person(sex="F", lo=25), ("full", "first")), t=w.mobile())
    nb.ln()
    nb.ln("4. CONCERNS")
    when = w.days_ago(0, 4)
    parts = []
    parts.append(frag(("On ", None), (w.d(when, r.choice(("dmy", "weekday_dth_month", "d_month_y"))), "DATE"),
                      (" at approx %02d:%02d " % (r.randint(9, 18), r.randint(0, 59)), None)) + pname(r, pt, forms=("first", "title_last")) +
                 frag((" attended ", None), (svc, "HOSPITAL"), (" " + r.choice(("with bruising to L eye and upper arm", "very distressed, tearful",
                                                                             "intoxicated with a child in a buggy" if kids else "intoxicated and unkempt",
                                                                             "with a new partner who answered all questions for them")) + ". ", None)))
    parts.append(frag(("Disclosed that ", None), (part.first, "FAMILY"), (" " + r.choice(("controls money and phone", "pushed them down the stairs last week",
                                                                                      "has been supplying crack to the household", "threatened to kill them if they left")) + ". ", None)))
    if r.random() < 0.5:
        parts.append(frag(("Possible cuckooing: unknown males using the flat since ", None), (w.d(w.days_ago(20, 90), r.choice(("month_y", "d_mon", "dm"))), "DATE"),
                          (", grey car reg ", None), (w.plate(), "VEHICLE"), (" seen outside most nights. ", None)))
    if kids:
        k = kids[0]
        parts.append(frag(("", None), (k.first, "FAMILY"), (" " + r.choice(("has missed 9 days of school this term", "was present during the incident",
                                                                          "said '%s sleeps all day'" % ("mummy" if pt.sex == "F" else "daddy"), "has untreated head lice and no winter coat")) + ". ", None)))
    if r.random() < 0.5:
        parts.append(frag(("Police attended ", None), (w.d(w.days_ago(5, 30), r.choice(("dmy", "d_mon"))), "DATE"), (", incident ref ", None), (w.idnum("police"), "IDNUM"), (". ", None)))
    if kids and r.random() < 0.5:
        parts.append(frag(("Neighbour ", None), (w.person().first + " " + w.person().last, "FAMILY"), (" (tel ", None), (w.mobile(), "PHONE"), (") has been minding the children. ", None)))
    for p in parts:
        nb.add(p)
    nb.add("\n")
    nb.ln("Risk (DASH/RIC): " + r.choice(("%d/24 - high, MARAC referral made (MARAC ref {m|IDNUM})" % r.randint(14, 22), "%d/24 - medium" % r.randint(8, 13), "not completed - unsafe to ask")),
          m=w.idnum("marac"))
    nb.ln()
    nb.ln("5. CONSENT")
    nb.ln(r.choice(("Service user aware and consents.", "Consent not sought - would increase risk.",
                    "Consent refused; overridden due to risk to child(ren)." if kids else "Consent refused; shared as risk to life (vital interests).",
                    "Verbal consent obtained.")))
    nb.ln("Immediate actions: " + r.choice(("safety plan, refuge details, THN supplied", "advised to call police (999)" if w.c == "UK" else "advised to call Gardaí (112)" if w.c == "IE" else "advised to call Police (111)",
                                            "same-day call to duty social worker", "GP informed")))
    nb.ln()
    nb.ln("Signed: {n}   {d|DATE}", n=w.staff_name(ref, ("full", "init_last")), d=w.d(w.today))
    if r.random() < 0.5:
        nb.ln("Manager: {n}  (discussed {d|DATE})", n=w.staff_name(w.person(lo=30), ("full",)), d=w.d(w.today, r.choice(("dm", "d_mon"))))
    return nb
