"""Genres: clinic appointment and DNA list; discharge / transfer of care letter; multi-agency meeting minutes."""
import datetime as dt

from world import Note, frag, pname
import common as C

APPT = ("New", "Review", "Rx review", "Keywork", "BBV", "Titration", "Results", "Detox assess", "Walk-in", "PrEP", "LARC fit", "Health adviser")


def appt(r, p):
    a = r.choice(APPT)
    return "Review" if (a == "LARC fit" and p.sex == "M") else a


def gen_dna_list(w):
    r = w.rng
    nb = Note()
    sh = r.random() < 0.5
    clin = w.sh_clinic() if sh else w.addiction_service()
    docs = [w.person(lo=26, hi=62) for _ in range(r.randint(1, 3))]
    rooms = [w.room() for _ in docs]
    day = w.today
    nb.ln("{c|HOSPITAL}" + r.choice((" - CLINIC LIST", " | Appointment list", " - daily list", " clinic list")), c=clin)
    t = r.choice((9 * 60, 9 * 60 + 30, 13 * 60, 13 * 60 + 30, 17 * 60))
    sess = "AM" if t < 12 * 60 else ("PM" if t < 17 * 60 else "evening")
    nb.ln("{d|DATE}  " + r.choice((sess, sess, "all day" if t < 12 * 60 else sess)) + " session", d=w.d(day, r.choice(("weekday_d_month_y", "wd_dmy", "dmy"))))
    nb.f("Clinicians: ")
    for i, dd in enumerate(docs):
        nb.f("{n} (rm {rm|LOCATION_OTHER})" + ("; " if i < len(docs) - 1 else "\n"), n=w.staff_name(dd, ("dr_last", "full", "first", "dr_init_last")), rm=rooms[i])
    if r.random() < 0.6:
        nb.ln("Printed by {u|USERNAME} at %02d:%02d from {ip|IPADDR}" % (r.randint(7, 9), r.randint(0, 59)), u=w.username(w.person()), ip=w.ip())
    nb.ln()
    cols = r.randint(0, 1)
    if cols == 0:
        nb.ln("Time  | Patient | ID | DOB (age) | Type | With | Status | Attend no")
    else:
        nb.ln("time / name / clinic no / age / appt / status")
    dnas = []
    for i in range(r.randint(7, 14)):
        p = w.person(lo=16, hi=66)
        st = r.choice(("Attended", "Attended", "Attended", "DNA", "DNA", "Cancelled (pt)", "Arrived", "Seen", "Late - seen", "Rebooked"))
        if st == "DNA":
            dnas.append(p)
        hh, mm = divmod(t, 60)
        t += r.choice((15, 20, 20, 30))
        if cols == 0:
            di = r.randrange(len(docs))
            nb.f("%02d:%02d | {n} | {i|MRN} | {d|DATE} ({a|AGE}) | %s | " % (hh, mm, appt(r, p)),
                 n=pname(r, p, forms=("LAST_first", "last_first", "full", "FULLCAPS")), i=w.mrn() if r.random() < 0.6 else w.nhs(),
                 d=w.d(p.dob, "dmy"), a=str(w.age(p)))
            nb.add(docs[di].initials(), "DOCTOR")
            nb.add(" | " + st + " | ")
            if st in ("DNA", "Cancelled (pt)", "Rebooked"):
                nb.add("-")
            else:
                nb.add(w.account(), "ACCOUNT")
            nb.add("\n")
        else:
            nb.f("%02d%02d / {n} / {i|MRN} / {a|AGE}%s / %s / %s\n" % (hh, mm, p.sex, appt(r, p), st.lower()),
                 n=pname(r, p, forms=("full", "LAST_first", "initials")), i=w.mrn(), a=str(w.age(p)))
    nb.ln()
    nb.ln(r.choice(("DNA follow-up:", "DNAs - actions", "Follow up of non-attenders")))
    if not dnas:
        nb.ln("None today.")
    for p in dnas:
        k = r.randint(0, 4)
        nm = pname(r, p, forms=("full", "title_last", "first", "initials"))
        if k == 0:
            nb.ln("- {n}: rang {t|PHONE} x2, no answer, text sent. 2nd DNA - letter to GP.", n=nm, t=w.mobile())
        elif k == 1:
            nb.ln("- {n}: rebooked {d|DATE} %02d:%02d." % (r.randint(9, 16), r.choice((0, 15, 30, 45))), n=nm, d=w.d(w.days_ahead(2, 14), r.choice(("wd_dm", "dmy", "d_mon"))))
        elif k == 2:
            nb.ln("- {n}: OST pt - pharmacy ({p|HOSPITAL}) confirms collecting daily; keyworker {k} aware.", n=nm, p=w.pharmacy(), k=w.staff_name(w.person(lo=25), ("first", "full")))
        elif k == 3:
            nb.ln("- {n}: 3rd DNA in a row -> discharge per policy, letter to {a}.", n=nm, a=w.address())
        else:
            nb.ln("- {n}: " + r.choice(("in custody per probation", "admitted to {h|HOSPITAL} ({wd|HOSPITAL})", "moved to {c|CITY}, transfer requested")) + ".",
                  n=nm, h=w.hospital(), wd=w.ward(), c=w.other_city())
    nb.ln("Booked %d | attended %d | DNA %d | cancelled %d" % (r.randint(8, 16), r.randint(5, 12), len(dnas), r.randint(0, 3)))
    return nb


def gen_discharge(w):
    r = w.rng
    nb = Note()
    pt = w.person(lo=19, hi=64)
    sh = r.random() < 0.35
    svc = w.sh_clinic() if sh else w.addiction_service()
    C.svc_header(nb, w, svc, fax=r.random() < 0.75, email=True, web=r.random() < 0.5)
    nb.ln()
    nb.ln("{d|DATE}", d=w.d(w.today, r.choice(("d_month_y", "dth_month_y", "dmy", "d_mon_y"))))
    nb.ln(r.choice(("PRIVATE & CONFIDENTIAL", "Private and confidential", "CONFIDENTIAL - addressee only")))
    gp = w.person(lo=30, hi=65)
    prac = w.gp_practice()
    nb.ln("{g}", g=w.staff_name(gp, ("dr_full", "dr_init_last")))
    nb.ln("{p|HOSPITAL}", p=prac)
    nb.ln("{a}", a=w.address(oneline=False))
    nb.ln()
    nb.ln("Dear Dr {g|DOCTOR},", g=gp.last)
    nb.ln()
    nb.ln("Re: {n}   DOB: {d|DATE}", n=pname(r, pt, forms=("FULLCAPS", "full", "title_full")), d=w.d(pt.dob))
    nb.ln("    {a}", a=w.address())
    nb.ln("    {l}: {i|MRN}" + ("   Episode: {e|ACCOUNT}" if r.random() < 0.5 else ""), l=w.nhs_label(), i=w.nhs(), e=w.account())
    if r.random() < 0.3:
        lab, val = w.healthplan()
        nb.ln("    " + lab + ": {h|HEALTHPLAN}", h=val)
    nb.ln()
    move = r.randint(0, 3)
    recv = w.sh_clinic() if sh else w.addiction_service()
    newpl = w.place()
    if move == 0:
        nb.ln("I am writing to let you know {n} has been discharged from our service on {d|DATE} having completed treatment.",
              n=pname(r, pt, forms=("title_last", "first")), d=w.d(w.days_ago(0, 7)))
    elif move == 1:
        nb.ln("{n} is moving to {c|CITY} on {d|DATE} and care is being transferred to {h|HOSPITAL}.", n=pname(r, pt, forms=("title_last", "first")),
              c=newpl["city"], d=w.d(w.days_ahead(3, 20)), h=recv)
    elif move == 2:
        nb.ln("{n} was discharged on {d|DATE} following 3 consecutive DNAs and no contact despite letters and calls to {t|PHONE}.",
              n=pname(r, pt, forms=("title_last", "first")), d=w.d(w.days_ago(0, 7)), t=w.mobile())
    else:
        home = {"UK": ("England", "Scotland", "Wales"), "IE": ("Ireland",), "NZ": ("New Zealand",)}[w.c]
        dest = [x for x in (("Australia", "Perth"), ("Australia", "Brisbane"), ("England", "London"), ("Scotland", "Edinburgh"), ("Ireland", "Galway"),
                            ("New Zealand", "Christchurch"), ("Poland", "Gdańsk"), ("Canada", "Toronto"), ("Wales", "Cardiff")) if x[0] not in home]
        co, ci = r.choice(dest)
        nb.ln("{n} is relocating to {ci|CITY}, {c|COUNTRY} from {d|DATE}; we have provided a summary for the receiving clinician.",
              n=pname(r, pt, forms=("title_last", "first")), c=co, ci=ci, d=w.d(w.days_ahead(5, 40), r.choice(("month_y", "dmy"))))
    nb.ln()
    nb.ln("Summary of care")
    since = w.days_ago(200, 2000)
    if sh:
        nb.ln("Known to us since {d|DATE}. " + r.choice(("HIV diagnosed {x|DATE}; on Biktarvy, VL <20 since {y|DATE}, CD4 612.", "Recurrent HSV-2 on suppressive aciclovir 400mg BD.",
                                                          "Infectious syphilis treated {x|DATE}; RPR fell 1:64 -> 1:2 (4-fold drop).", "PrEP user since {x|DATE}; renal function stable.")),
              d=w.d(since, r.choice(("month_y", "year", "dmy"))), x=w.d(since + dt.timedelta(days=30), r.choice(("month_y", "dmy"))), y=w.d(since + dt.timedelta(days=150), "mon_y"))
    else:
        nb.ln("Engaged with our service since {d|DATE}. Treated with " + C.ost_dose(r) + ", last dispensed {l|DATE} at {p|HOSPITAL}.",
              d=w.d(since, r.choice(("month_y", "year", "dmy"))), l=w.d(w.days_ago(0, 3)), p=w.pharmacy())
        nb.ln(r.choice(C.UDS) + ". " + r.choice(C.LFTS) + ".")
        if r.random() < 0.4:
            nb.ln("Inpatient detox at {h|HOSPITAL} ({wd|HOSPITAL}) {a|DATE} to {b|DATE}; completed. Discharged on acamprosate 666mg TDS.",
                  h=w.hospital(), wd=w.ward(), a=w.d(w.days_ago(60, 120), "dmy"), b=w.d(w.days_ago(30, 59), "dmy"))
    nb.ln()
    nb.ln("Current medication:")
    meds = ("thiamine 100mg TDS", "mirtazapine 30mg nocte", "naloxone (THN) kit held", "folic acid 5mg OD", "sertraline 100mg OD",
            "omeprazole 20mg OD", "salbutamol inh PRN", "zopiclone - stopped", "pregabalin - weaned off", "Biktarvy 1 tab OD")
    for m in r.sample(meds, r.randint(2, 4)):
        nb.ln("- " + m)
    nb.ln()
    nb.ln("Social: " + r.choice(("lives with partner {f|FAMILY}.", "works as a {p|PROFESSION}.", "housed at {a|LOCATION_OTHER}.", "mother {m|FAMILY} is NOK, tel {t|PHONE}.")),
          f=w.person().first + " " + w.person().last, m=w.person(sex="F", lo=40).first + " " + pt.last, p=w.profession(), a=w.hostel(), t=w.mobile())
    nb.ln("Actions for GP: " + r.choice(("please continue thiamine and review LFTs in 3/12", "please do not initiate OST - receiving service will take over",
                                         "annual BBV screen", "please review mood", "none")))
    nb.ln("Receiving team contact: {n}, {t|PHONE}, {e|EMAIL}", n=w.staff_name(w.person(lo=28), ("full", "dr_full")), t=w.phone(newpl), e=w.service_email("referrals"))
    nb.ln()
    doc = w.person(lo=32, hi=64)
    nb.ln("Yours sincerely,")
    nb.ln()
    nb.ln("{n}", n=w.staff_name(doc, ("dr_full", "full")))
    lab, lic = w.license("doctor")
    nb.ln(r.choice(("Consultant in Sexual Health & HIV", "Specialty Doctor", "Associate Specialist (GUM)") if sh else ("Consultant in Addiction Psychiatry", "Specialty Doctor", "GP with Special Interest (Substance Misuse)")) +
          "   " + lab + " {l|LICENSE}", l=lic)
    nb.ln()
    nb.f("cc: patient; ")
    nb.ln("{p|HOSPITAL}" + ("; {k}" if r.random() < 0.5 else ""), p=w.pharmacy() if not sh else recv, k=w.staff_name(w.person(lo=25), ("full",)))
    k = r.randint(0, 2)
    typist = w.person(lo=20)
    if k == 0:
        nb.ln("{a}/{b}", a=frag((doc.initials(), "DOCTOR")), b=frag((typist.initials().lower(), "DOCTOR")))
    elif k == 1:
        nb.ln("Dictated {d|DATE}, typed by {u|USERNAME}", d=w.d(w.days_ago(0, 3), "dmy"), u=w.username(typist))
    return nb


def gen_mdt(w):
    r = w.rng
    nb = Note()
    svc = w.addiction_service()
    nb.ln(r.choice(("COMPLEX CASE MDT - MINUTES", "Multi-agency meeting - minutes", "Integrated care team meeting notes", "Joint working meeting (addictions / sexual health / housing)")))
    nb.ln("Date: {d|DATE}   Venue: {v}", d=w.d(w.today, r.choice(("weekday_d_month_y", "dmy", "d_month_y"))),
          v=r.choice((frag(("room ", None), (w.room(), "LOCATION_OTHER"), (", ", None), (svc, "HOSPITAL")), frag(("Teams", None)), frag(("hybrid - ", None), (svc, "HOSPITAL")))))
    people = []
    roles = ("Chair, Team Manager", "Consultant", "Recovery Worker", "Sexual Health Adviser", "Mental Health Nurse", "Housing Support",
             "Peer Mentor", "Pharmacist", "Social Worker", "Outreach Nurse")
    nb.ln("Present:")
    for role in r.sample(roles, r.randint(4, 7)):
        p = w.person(lo=24, hi=63)
        people.append(p)
        if role in ("Housing Support", "Peer Mentor") and r.random() < 0.7:
            nb.ln("  {n} - " + role + ", {o|ORGANIZATION}", n=w.staff_name(p, ("full", "init_last")), o=w.charity())
        elif role in ("Sexual Health Adviser", "Pharmacist", "Consultant") and r.random() < 0.7:
            nb.ln("  {n} - " + role + " ({o|HOSPITAL})", n=w.staff_name(p, ("dr_full",) if role == "Consultant" else ("full",)),
                  o={"Sexual Health Adviser": w.sh_clinic(), "Pharmacist": w.pharmacy(), "Consultant": w.hospital()}[role])
        else:
            nb.ln("  {n} - " + role, n=w.staff_name(p, ("full", "init_last")))
    nb.ln("Apologies: {n}" + r.choice(("", ", police liaison", ", probation")), n=w.staff_name(w.person(lo=24), ("full", "first")))
    nb.ln("Minutes: {n}", n=w.staff_name(r.choice(people), ("first", "initials", "full")))
    nb.ln()
    actions = []
    for i in range(r.randint(2, 4)):
        p = w.person(lo=18, hi=62)
        owner = r.choice(people)
        nb.ln("%d. {n} ({i|MRN}) - {a|AGE}%s" % (i + 1, p.sex), n=pname(r, p, forms=("full", "LAST_first", "initials")), i=w.mrn(), a=str(w.age(p)))
        items = [
            frag(("Update from ", None)) + w.staff_name(owner, ("first",)) + frag((": " + r.choice(("using crack daily again", "stable on script, wants to reduce",
                                                                                                "eviction notice served", "new HIV dx, linked to ID clinic",
                                                                                                "repeat STIs x4 in 12m - CSE concern")) + ".", None)),
            frag(("Hospital admission ", None), (w.d(w.days_ago(5, 40), r.choice(("dm", "d_mon"))), "DATE"), (" at ", None), (w.hospital(), "HOSPITAL"),
                 (" with " + r.choice(("DVT", "infected ulcer", "overdose", "seizure", "psychosis")) + ".", None)),
            frag(("Housing: tenancy at ", None), (w.street(), "STREET"), (" at risk; landlord ", None), (w.person().first + " " + w.person().last, "FAMILY"), (" wants access.", None)),
            frag(("Ex-partner ", None), (w.person().first, "FAMILY"), (" released ", None), (w.d(w.days_ago(1, 20), "d_mon"), "DATE"), (" - DV risk, refuge at ", None), (w.charity(), "ORGANIZATION"), (" offered.", None)),
            frag(("Employment: started as ", None), (w.profession(), "PROFESSION"), (" at ", None), (w.employer(), "ORGANIZATION"), (".", None)),
            frag(("Car (", None), (w.plate(), "VEHICLE"), (") still being driven despite ban - DVLA/police informed.", None)) if w.c == "UK" else
            frag(("Vehicle ", None), (w.plate(), "VEHICLE"), (" seen outside dealing address.", None)),
            frag(("Moved from ", None), (w.region(), "STATE"), (" 6/12 ago, no local support network.", None)),
        ]
        r.shuffle(items)
        for it in items[:r.randint(2, 4)]:
            nb.ln("   - {x}", x=it)
        due = w.days_ahead(3, 28)
        act = r.choice(("joint home visit", "refer to MARAC", "BBV retest", "script review", "housing options appt", "safeguarding referral", "THN resupply"))
        actions.append((act, owner, due))
        nb.ln("   Action: " + act + " - {o} by {d|DATE}", o=frag((owner.initials(), "DOCTOR")), d=w.d(due, r.choice(("dm", "dmy", "d_mon"))))
    nb.ln()
    if r.random() < 0.5:
        nb.ln("ACTION LOG")
        nb.ln("Action | Owner | Due")
        for act, owner, due in actions:
            nb.ln(act + " | {o} | {d|DATE}", o=w.staff_name(owner, ("full", "first")), d=w.d(due, "dmy"))
    nb.ln("Next meeting: {d|DATE}" + r.choice(("", " 14:00", " 10:00, same venue")), d=w.d(w.days_ahead(14, 35), r.choice(("dmy", "weekday_dth_month", "d_mon_y"))))
    if r.random() < 0.4:
        nb.ln("Circulation: secure email only ({e|EMAIL}). Do not forward.", e=w.service_email("mdt"))
    return nb
