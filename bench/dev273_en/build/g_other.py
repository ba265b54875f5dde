"""Genres: volunteer befriending records; MDT/huddle minutes; SMS & e-mail threads."""
from core import B, P
import phi
import case as K
import blocks as BL
import clinical as CL
import textvals as TV
from common import pick_issues, issue_text, label, d, dd, tm, fam_intro, staff_init

VET = {"UK": "DBS cert", "IE": "Garda vetting ref", "AU": "WWCC no", "CA": "VSC cert no", "NZ": "Police vetting ref"}
TALK = ["{his} time as a {job}", "the football results", "{his} late {rel}'s cooking", "the garden - the roses are out",
        "old photos of {town}", "the royal family", "{his} grandson's new baby", "a holiday to the coast years ago",
        "the cricket", "recipes from {origin}", "the price of everything", "the new bus timetable", "bingo winnings",
        "{his} National Service days", "dogs they have owned", "the church choir"]


def befriending(rng, c):
    b = B()
    v = rng.randrange(3)
    ds = phi.dstyle(rng, c.country)
    vol = K.make_person(rng, title=False)
    coord = K.make_person(rng, title=False)
    org = c.group2.name if "Befriend" in c.group2.name else K.fill(rng, rng.choice(["{w} Befriending Trust", "{t} Good Neighbours", "{t} Befrienders",
                                                                                 "{w} Link-Up Companions", "{t} Friendship Line"]), c.country, c.town)
    if v == 0:
        b.t(rng.choice(["BEFRIENDING VISIT RECORD", "Volunteer visit log", "Befriending - contact record"]) + "\n")
        b.add(P("ORGANIZATION", org)).t("\n\n")
        b.f("Befriendee: {p}   Ref: {r}\n", p=K.pt(c, rng, rng.choice(["full", "first_init", "title_last"])), r=P("IDNUM", phi.idnum(rng, "case")))
        b.f("Volunteer: {n}   {cl}: {dbs} ({dd})\n", n=K.name(vol, "DOCTOR", rng, rng.choice(["full", "first"])), cl=VET[c.country],
            dbs=P("LICENSE", phi.dbs_cert(rng)), dd=P("DATE", phi.fmt_date(phi.add_days(c.base, -rng.randrange(100, 900)), rng.choice(["mon_y", "dmy"]))))
        n = rng.randrange(2, 30)
        ty = rng.choice(["home visit", "phone call", "outing", "video call", "home visit", "outing"])
        b.f("Visit no: {n}   Date: {d}   Time: {t}   Type: {ty}\n", n=str(n), d=dd(c, 7 * n, ds), t=rng.choice(["14:00-15:15", "10.30-11.30", "2-3.30pm", "1 hr"]),
            ty=ty)
        b.t("\nWhere we went / what we did:\n")
        if ty in ("phone call", "video call"):
            b.t(rng.choice(["Call - 40 mins.", "Video call on the loan tablet, 30 mins, sound kept dropping.", "Phone call - 25 mins, then " + c.he + " had to go."]) + "\n")
        else:
            b.f("{x}\n", x=rng.choice([["Tea and cake at ", P("LOCATION_OTHER", rng.choice(K.PL.CAFES)), "."],
                                      ["Short walk round ", P("LOCATION_OTHER", c.group.venue), " and back (with walker)."],
                                      "Stayed in - played dominoes and did the crossword.",
                                      ["Went to the market in ", P("CITY", c.town), " - bought wool."]]))
        b.t("What we talked about: ")
        talk = [t.format(his=c.his, job="__JOB__", rel=c.fam[0].rel, town="__TOWN__", origin="__ORIGIN__") for t in rng.sample(TALK, 2)]
        for i, t in enumerate(talk):
            if i:
                b.t(", ")
            for j, part in enumerate(t.split("__")):
                if part == "JOB":
                    b.add(P("PROFESSION", c.job[1]))
                elif part == "TOWN":
                    b.add(P("CITY", c.town))
                elif part == "ORIGIN":
                    b.add(TV.country_piece(c.origin or "Ireland"))
                else:
                    b.t(part)
        b.t(". ")
        b.f("Mentioned {f} is visiting over {h}.\n", f=fam_intro(c, rng), h=TV.holiday(c, rng))
        b.t("\nHow did they seem?  " + rng.choice(["[x] Better  [ ] Same  [ ] Worse", "[ ] Better  [x] Same  [ ] Worse", "[ ] Better  [ ] Same  [x] Worse"]) + "\n")
        b.t("Any concerns?  ")
        k = rng.randrange(4)
        if k == 0:
            b.t("No.\n")
        elif k == 1:
            b.f("Yes - not wearing pendant alarm (CareLink 360, serial {s}); reminded. Fridge nearly empty.\n", s=P("DEVICE", phi.device_serial(rng)))
        elif k == 2:
            b.f("Yes - letter from {a} on the table unopened; {p} asked me to tell {lw}.\n", a=rng.choice(TV.AGENCIES[c.country]),
                p=K.pt_short(c, rng), lw=K.name(c.lw, "DOCTOR", rng, "first"))
        else:
            b.t("Yes - seemed confused about the day. Bruise on arm - said " + c.he + " bumped it on the door. Reported to coordinator same day.\n")
        b.t("Expenses: " + rng.choice(["bus fare ", "parking ", "mileage 12 miles @ 45p "]) + TV.money(c, rng, 2, 12) + "\n")
        b.f("Next visit: {d}\n", d=dd(c, 7 * n + 7, rng.choice(["wd_d_m", "d_mon", "dth_month"]) if c.country != "CA" else "mon_d"))
        b.f("Volunteer: {i}    Coordinator reviewed: {co} {d}\n", i=K.name(vol, "DOCTOR", rng, "initials"), co=K.name(coord, "DOCTOR", rng, rng.choice(["full", "initials"])),
            d=dd(c, 7 * n + 2, "d_m" if c.country != "CA" else "m_d"))
    elif v == 1:
        b.f("{o} - telephone befriending\n", o=P("ORGANIZATION", org))
        b.f("Caller: {n}  |  Friend: {p} ({a})  |  Tel {t}\n", n=K.name(vol, "DOCTOR", rng, "full"), p=K.pt(c, rng, rng.choice(["first", "full"])),
            a=P("AGE", str(c.age)), t=P("PHONE", c.home_tel))
        b.t("Weekly call, " + rng.choice(["Tuesdays 11am", "Thursdays after lunch", "Fridays 10:30", "Sunday evenings"]) + "\n\n")
        day = 0
        for i in range(rng.randrange(3, 7)):
            day += 7
            b.add(dd(c, day, rng.choice(["dmy2", "d_mon"]) if c.country != "CA" else "mon_d")).t(" - ")
            k = rng.randrange(6)
            if k == 0:
                b.t("Good chat, 35 mins. In good spirits. ")
                b.f("Talked about {x}.\n", x=rng.choice(["the weather", "a TV quiz show", "the grandchildren", "the garden", "the cricket"]))
            elif k == 1:
                b.t("No answer. Tried again 30 mins later - fine, had been in the bath.\n")
            elif k == 2:
                b.f("Low today - anniversary of {r}'s death ({d}). Listened. Mentioned the bereavement group.\n", r=c.fam[0].rel,
                    d=d(rng, c, -rng.randrange(365, 2000)))
            elif k == 3:
                b.f("Told me {f} had visited. Happy.\n", f=fam_intro(c, rng))
            elif k == 4:
                b.f("Said money is tight - gas meter on emergency. Passed to {lw} (SP).\n", lw=K.name(c.lw, "DOCTOR", rng, "full"))
            else:
                b.f("Asked about {g} - gave number {t}.\n", g=P("ORGANIZATION", c.group.name), t=P("PHONE", c.group.tel))
        b.f("\nCoordinator: {co}\n", co=K.name(coord, "DOCTOR", rng, "full"))
    else:
        b.t(rng.choice(["VOLUNTEER MATCHING RECORD", "Befriending match form", "New match - befriending"]) + "\n")
        b.f("Service: {o}\nMatch date: {d}\n\n", o=P("ORGANIZATION", org), d=dd(c, 21, ds))
        b.f("BEFRIENDEE\nName: {p}\nAge: {a}\nAddress: {ad}\nTel: {t}\nReferred by: {lw} ({r})\n", p=K.pt(c, rng, "full"), a=P("AGE", str(c.age)),
            ad=K.address(c, rng), t=P("PHONE", c.home_tel), lw=K.name(c.lw, "DOCTOR", rng, "full"), r=c.lw_role)
        b.t("Interests: " + ", ".join(rng.sample(["gardening", "horse racing", "knitting", "history", "music hall", "cards", "cooking", "rugby", "birds"], 2)) + "\n")
        b.f("Telecare: {x}\n", x=rng.choice([["pendant alarm (Guardian HX2), unit serial ", P("DEVICE", phi.device_serial(rng))], "none",
                                              ["falls detector FD-10, S/N ", P("DEVICE", phi.device_serial(rng))], "key safe fitted (code held by family)"]))
        b.t("\nVOLUNTEER\n")
        b.f("Name: {n}\nMobile: {m}\nEmail: {e}\nVetting: {dbs}\n", n=K.name(vol, "DOCTOR", rng, "full"), m=P("PHONE", phi.phone(rng, c.country, mobile=True)),
            e=P("EMAIL", phi.email(rng, vol.first, vol.last)), dbs=[VET[c.country] + " ", P("LICENSE", phi.dbs_cert(rng))])
        if rng.random() < 0.8:
            b.f("Driving: yes - own car, reg {pl}, insured for volunteering (business use)\n", pl=P("VEHICLE", phi.plate(rng, c.country)))
        b.t("Languages: English" + (", " + c.lang if c.lang else "") + "\n")
        b.t("\nWhy this match: both " + rng.choice(["love gardening", "ex-railway families", "keen on football", "grew up near the docks", "enjoy cards"]) + ". ")
        b.f("First visit arranged {d} with coordinator {co} present.\n", d=dd(c, 28, ds), co=K.name(coord, "DOCTOR", rng, "full"))
    if rng.random() < 0.3:
        BL.audit(b, c, rng)
    return b


def mdt_minutes(rng, c):
    b = B()
    ds = phi.dstyle(rng, c.country)
    b.t(rng.choice(["PCN Social Prescribing MDT - minutes", "Complex care huddle (weekly)", "Community MDT / Wellbeing panel",
                    "Integrated Neighbourhood Team meeting", "Practice huddle - vulnerable patients"]) + "\n")
    b.f("Date: {d}   {t}   Venue: {v}\n", d=dd(c, 0, ds), t=rng.choice(["12:30-13:30", "08:15", "13:00-14:00", "2pm"]),
        v=rng.choice(["Teams", ["meeting room ", P("LOCATION_OTHER", str(rng.randrange(1, 6)))], [P("HOSPITAL", c.practice), " (library)"], "hybrid"]))
    staff = [(c.gp, "GP"), (c.lw, c.lw_role), (c.gp2, rng.choice(["District Nurse", "Practice Nurse", "Care Coordinator", "Community Matron"])),
             (K.make_person(rng, title=False), rng.choice(["Clinical Pharmacist", "Health & Wellbeing Coach", "Social Worker", "Mental Health Practitioner", "OT"]))]
    b.t("Present: ")
    for i, (p, r) in enumerate(staff):
        if i:
            b.t(", ")
        b.add(K.doc(p, rng, "dr_full") if r == "GP" else K.name(p, "DOCTOR", rng, rng.choice(["full", "init_last"])))
        b.t(" (" + r + ")")
    b.t("\n")
    if rng.random() < 0.6:
        b.f("Apologies: {n} ({r})\n", n=K.name(K.make_person(rng, title=False), "DOCTOR", rng, "full"), r=rng.choice(["Physio", "Dietitian", "Admin lead"]))
    b.f("Minutes: {m}\n\n", m=K.name(c.admin, "DOCTOR", rng, "full"))
    n = rng.randrange(3, 6)
    for k in range(n):
        cc = c if k == 0 else K.make_case(rng, c.country)
        issues = pick_issues(rng, rng.choice([1, 2]))
        b.f("{k}. {p} ({a}{s}) {l} {m}\n", k=str(k + 1), p=K.pt(cc, rng, rng.choice(["full", "caps_last_first", "title_full", "title_last", "initials"])),
            a=P("AGE", str(cc.age)), s=rng.choice(["", cc.sex, " yrs"]), l=cc.mrn[0], m=P("MRN", cc.mrn[1]))
        b.t("   ")
        issue_text(b, cc, rng, issues[0], "reason")
        b.t("\n   Discussion: ")
        issue_text(b, cc, rng, issues[-1], "story")
        b.t("\n   Actions: ")
        issue_text(b, cc, rng, issues[0], "action")
        who = rng.choice(staff)[0]
        b.f(" [{w}, by {d}]\n", w=staff_init(who), d=dd(c, rng.randrange(5, 21), "d_m" if c.country != "CA" else "m_d"))
    b.t("\nAOB:\n")
    b.f("- New group starting: {g} at {v}, {w} ({u}).\n", g=P("ORGANIZATION", c.group.name), v=P("LOCATION_OTHER", c.group.venue),
        w=c.group.day, u=P("URL", c.group.url))
    b.t("- " + rng.choice(["Warm Spaces list updated - on shared drive.", "Referral numbers: 47 this quarter (up 12%).",
                           "Reminder: code SP referrals (SNOMED 871731000000106) for ARRS reporting.",
                           "DNA rate for first appts 18% - try text reminders.", "Food bank changing opening hours from next month."]) + "\n")
    b.f("\nNext meeting: {d}\n", d=dd(c, 7 * rng.randrange(1, 5), ds))
    return b


MSG_BODY = ["Since my wife passed I don't really see anyone from one week to the next. ",
            "i have got behind with the rent and dont know who to talk to. ",
            "I would like to join a walking group or something but dont know where to start. ",
            "my mum has dementia and I look after her full time and I am exhausted. ",
            "can someone help me fill in the form for my benefits please it is too complicated. ",
            "we have moved here recently and do not know anybody, I would like to practise my English. ",
            "the house is very cold and there is mould in the kids room. ",
            "I feel lonely most days and my doctor said there are groups that might help. "]
SMS_OUT = ["Hi {pf}, it's {lwf} from the link worker team at {pr}. Is now a good time for a quick chat? If not, reply with a time that suits.",
           "Hi {pf}, just a reminder I'll see you {d} at 11am at {v}. Any problems call me on {t}. {lwf}",
           "Morning {pf}! How did you get on at the group yesterday? {lwf}",
           "Hi {pf}, the form has come back - can you bring your bank statements on {d}? Thanks, {lwf}",
           "{pf}, I've sent the food bank voucher through - you can collect from {fbv} tomorrow 10-1. Ref {vn}.",
           "Hi {pf}, I tried to call but no answer. No worries - ring me back on {t} when you can."]
SMS_IN = ["yes thats fine", "ok thanks love", "cant talk now at work ring after 5", "who is this?", "Thank you so much x",
          "i went!! it was good. met a lady called {fr} who lives near me", "my daughter will bring me", "sorry been in hospital",
          "can we make it thursday instead", "got the letter from the council today", "Yes please", "not feeling great today"]


def sms_email(rng, c):
    b = B()
    v = rng.randrange(3)
    ds = rng.choice(["dmy", "dmy2"]) if c.country != "CA" else "iso"
    if v == 0:
        b.t(rng.choice(["SMS conversation export", "Text message thread (patient messaging)", "TxtConnect - message history"]) + "\n")
        b.f("Patient: {p}   Mobile: {m}\n", p=K.pt(c, rng, rng.choice(["full", "caps_last_first"])), m=P("PHONE", c.mob))
        b.f("Sender ID: {s}\n\n", s=P("HOSPITAL", c.practice))
        day = 0
        mins = 8 * 60
        for i in range(rng.randrange(4, 9)):
            step = rng.randrange(0, 4)
            day += step
            mins = (8 * 60 + rng.randrange(0, 120)) if step else mins + rng.randrange(3, 150)
            mins = min(mins, 21 * 60 + 30)
            b.t("[")
            b.add(dd(c, day, ds)).t(" %02d:%02d] " % divmod(mins, 60))
            if rng.random() < 0.5:
                b.f("OUT ({u}): ", u=P("USERNAME", c.lw_user))
                tmpl = rng.choice(SMS_OUT)
                b.f(tmpl, pf=K.pt(c, rng, "first") if not c.pref or rng.random() < 0.5 else P("PATIENT", c.pref),
                    lwf=K.name(c.lw, "DOCTOR", rng, "first"), pr=P("HOSPITAL", c.practice),
                    d=dd(c, day + 2, rng.choice(["weekday", "wd_d_m", "dth_month"]) if c.country != "CA" else "wd_mon_d"),
                    v=P("LOCATION_OTHER", c.group.venue), t=P("PHONE", c.lw_tel), fbv=P("LOCATION_OTHER", c.foodbank.venue),
                    vn=P("IDNUM", phi.idnum(rng, "voucher")))
            else:
                b.t("IN: ")
                b.f(rng.choice(SMS_IN), fr=K.name(K.make_person(rng), "FAMILY", rng, "first"))
            b.t("\n")
        b.t("\nDelivery receipts: all delivered. Auto-filed to record.\n")
    elif v == 1:
        f = c.fam[0]
        fe = phi.email(rng, f.p.first, f.p.last)
        r2 = rng.choice(["daughter", "son", "niece", "neighbour", "friend"])
        b.f("From: {a}\nTo: {t}\nDate: {d} {tm}\nSubject: {s}\n\n", a=P("EMAIL", fe), t=P("EMAIL", c.lw_email), d=dd(c, 10, ds), tm=tm(rng),
            s=rng.choice(["My " + ({"M": "dad", "F": "mum"}[c.sex] if r2 in ("daughter", "son") else r2 if r2 != "niece" else "aunt/uncle"), "Re: referral", "question", "Thank you", "Help please"]))
        b.f("Hi {lw},\n\n", lw=K.name(c.lw, "DOCTOR", rng, "first"))
        b.f("I'm {f}'s {r2} (", f=K.pt(c, rng, rng.choice(["first", "title_full"])), r2=r2)
        b.add(K.name(f.p, "FAMILY", rng, "full"))
        b.t("). ")
        issue_text(b, c, rng, rng.choice(pick_issues(rng, 1)), "story")
        b.f(" I live in {t} so can't get over much. ", t=P("CITY", rng.choice(K.PL.TOWN_LIST[c.country])))
        b.t(rng.choice(["Is there anything else we can do?", "Could you let me know how the group went?",
                        "They won't ask for help themselves so I'm asking for them.", "Thanks for everything so far."]))
        b.f("\n\nThanks,\n{n}\n{m}\n", n=K.name(f.p, "FAMILY", rng, "first"), m=P("PHONE", f.tel))
        b.f("\n-----\nReply {d}:\nHi {n}, thanks for getting in touch. ", d=dd(c, 11, ds), n=K.name(f.p, "FAMILY", rng, "first"))
        b.f("With {p}'s consent I can tell you that {x}. I'll call {him} on {dd}.\n", p=K.pt(c, rng, "first"), him=c.him,
            x=rng.choice(["we're working on a few things together", "the group went well", "we've applied for extra support", "the referral is in progress"]),
            dd=dd(c, 14, rng.choice(["weekday", "wd_d_m"]) if c.country != "CA" else "wd_mon_d"))
        b.f("{lw}\n", lw=K.name(c.lw, "DOCTOR", rng, "full"))
    else:
        b.t(rng.choice(["Patient portal message", "Online consultation (non-clinical)", "Secure message - self-referral"]) + "\n")
        b.f("Submitted: {d} {t} by user {u} (IP {ip})\n", d=dd(c, 0, ds), t=tm(rng), u=P("USERNAME", c.username), ip=P("IPADDR", c.ip))
        b.f("Name given: {p}   DOB: {dob}\n", p=K.pt(c, rng, "full"), dob=BL.dob(c, rng))
        b.f("Contact: {e} / {m}\n\n", e=P("EMAIL", c.email), m=P("PHONE", c.mob))
        b.t("Message:\n")
        b.t(rng.choice(["hello, ", "Hi ", "", "To whom it may concern, "]))
        b.t(rng.choice(["i saw the poster in the waiting room about the link worker. ", "my friend said you can help with forms. ",
                        "The GP said to message here. ", "not sure if this is the right place. "]))
        job = c.job[1]
        art = "an " if job[0] in "aeiou" else "a "
        b.f("i am {a} and {j}. ", a=P("AGE", str(c.age)),
            j=rng.choice([["retired - I was " + art, P("PROFESSION", job)], ["I used to work as " + art, P("PROFESSION", job)]]) if c.age >= 66
            else rng.choice([["I work as " + art, P("PROFESSION", job)], ["I was " + art, P("PROFESSION", job), " till last year"]]))
        b.t(rng.choice(MSG_BODY))
        b.t(rng.choice(["thanks", "Many thanks", "cheers", "kind regards"]) + "\n\n")
        b.f("Triage ({a}): routed to SP team. Auto-reply sent. Task {t}.\n", a=K.name(c.admin, "DOCTOR", rng, "initials"), t=P("IDNUM", phi.idnum(rng, "task")))
    return b
