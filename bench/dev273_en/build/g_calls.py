"""Genres: follow-up call logs; telephone encounters."""
from core import B, P
import phi
import case as K
import blocks as BL
import clinical as CL
import textvals as TV
from common import pick_issues, issue_text, d, dd, tm, fam_intro, staff_init

TYPES = ["Phone out", "Phone in", "Text", "Home visit", "Email", "Video", "Phone out", "F2F"]


def _outcome(b, rng, c, issues, i, lower):
    k = rng.randrange(13)
    if k == 0:
        b.f("No answer. VM left on {m}.", m=P("PHONE", c.mob))
    elif k == 1:
        b.t("No answer x2. Text sent with my number.")
    elif k == 2:
        b.f("Spoke to {p}. ", p=K.pt_short(c, rng))
        issue_text(b, c, rng, rng.choice(issues), "action")
    elif k == 3:
        wd = rng.choice(__import__("pool_places").WARD_NAMES)
        wpc = ["ward ", P("HOSPITAL", wd)] if wd[0].isdigit() or len(wd) < 4 else [P("HOSPITAL", wd), " Ward"]
        b.f("{f} answered - {p} in {h} ({wp}) since {d} ({w}).", f=K.fam_ref(c, rng), p=K.pt_short(c, rng), h=P("HOSPITAL", c.hospital), wp=wpc,
            d=d(rng, c, 10 + i * 7, short=True), w=rng.choice(["chest infection", "fall", "UTI/delirium", "planned hip replacement", "cellulitis"]))
    elif k == 4:
        b.f("Went to {g} on {dd}, enjoyed it. Plans to go again.", g=P("ORGANIZATION", c.group.name), dd=d(rng, c, 5 + i * 7, short=True))
    elif k == 5:
        b.f("Pt says {he} didn't go - '{q}'. Agreed I'll meet {him} there next week.", he=c.he, him=c.him,
            q=rng.choice(["it was raining", "my knee was bad", "I lost my nerve", "no bus", "had a hospital appt"]))
    elif k == 6:
        b.t("Benefits update: " + rng.choice(TV.BENEFITS[c.country]) + " " + rng.choice(["awarded", "refused - MR lodged", "still pending", "backdated"]) + ".")
    elif k == 7:
        b.f("Called {a} on pt's behalf ({o}) - awaiting call back.", a=P("ORGANIZATION", c.agency.name), o=K.name(c.agency.officer, "DOCTOR", rng, "full"))
    elif k == 8:
        b.t("Scores repeated: " + ", ".join("%s %s" % (m.split(" (")[0], y) for m, _x, y, _n in CL.measures(rng)[:2]) + ".")
    elif k == 9:
        b.f("Text from pt: '{q}'", q=rng.choice(["thanks love, see u thurs", "cant make it today sorry", "Got the letter!!",
                                                  "can u ring me after 2", "went to the group, nice people x"]))
    elif k == 10:
        b.f("Home visit with {f} present. ", f=K.fam_ref(c, rng))
        issue_text(b, c, rng, rng.choice(issues), "story")
    elif k == 11:
        b.f("Rang {g} leader ({l}) - {p} attended {n}/{m} sessions.", g=P("ORGANIZATION", c.group.name),
            l=K.name(c.group.leader, "DOCTOR", rng, "first"), p=K.pt_short(c, rng), n=str(rng.randrange(1, 4)), m=str(rng.randrange(4, 7)))
    else:
        b.f("Letter sent to {a} - 3 attempts, please contact within 14 days or case will close.", a=P("STREET", c.street))


def followup_log(rng, c):
    b = B()
    issues = pick_issues(rng)
    v = rng.randrange(3)
    st = rng.choice(["dmy2", "dmy", "d_m", "wd_d_m"]) if c.country != "CA" else rng.choice(["iso", "m_d", "mon_d"])
    if v == 0:
        b.f("FOLLOW-UP LOG - {p} ({l} {m})\n", p=K.pt(c, rng, rng.choice(["title_last", "caps_last_first", "init_last"])),
            l=c.mrn[0], m=P("MRN", c.mrn[1]))
        b.f("Caseholder: {lw} ({r})   Opened: {o}\n", lw=K.name(c.lw, "DOCTOR", rng, rng.choice(["first_init", "full"])), r=c.lw_role,
            o=dd(c, 0, st))
        b.t("-" * 60 + "\n")
        b.t("Date       | Time  | Type       | By | Outcome\n")
        day = 3
        for i in range(rng.randrange(4, 9)):
            day += rng.randrange(2, 12)
            b.add(dd(c, day, st)).t(" | " + tm(rng) + " | " + "%-10s" % rng.choice(TYPES) + " | ")
            who = c.lw if rng.random() < 0.85 else c.admin
            b.add(staff_init(who)).t(" | ")
            _outcome(b, rng, c, issues, i, False)
            b.t("\n")
        b.t("-" * 60 + "\n")
        b.t("Contacts to date: %d   Status: %s\n" % (rng.randrange(4, 12), rng.choice(["Open", "Open - reduced contact", "Closing", "On hold (in hospital)"])))
    elif v == 1:
        b.f("Contact {n} of {m} - {p}\n", n=str(rng.randrange(2, 6)), m=str(rng.randrange(6, 9)), p=K.pt(c, rng, rng.choice(["full", "caps_last_first"])))
        b.f("{dd} {t}, {how}. {lw}\n\n", dd=dd(c, 30, phi.dstyle(rng, c.country)), t=tm(rng),
            how=rng.choice(["telephone", "outgoing call", "home visit", "met at the library"]), lw=K.name(c.lw, "DOCTOR", rng, "full"))
        b.f("Follow-up from last contact on {d}. ", d=dd(c, 16, st))
        for i in issues:
            issue_text(b, c, rng, i, "story")
            b.t(" ")
        b.t("\n\nSince last time:\n")
        for i in range(rng.randrange(2, 4)):
            b.t("- ")
            _outcome(b, rng, c, issues, i, False)
            b.t("\n")
        b.f("\nRisk: {r}\nNext call: {d} {w}\n", r=rng.choice(["nil new", "low - protective factors discussed", "mood lower - GP informed (task sent)", "no concerns"]),
            d=dd(c, 44, st), w=rng.choice(["am", "pm", "after 2pm", "(text first)"]))
    else:
        b.t(rng.choice(["Automated contact log", "CALL HISTORY (telephony export)", "Outbound call attempts"]) + "\n")
        b.f("Client: {p}   Record: {r}\n", p=K.pt(c, rng, "caps_last_first"), r=P("IDNUM", phi.idnum(rng, "case")))
        for i in range(rng.randrange(4, 8)):
            b.add(dd(c, 3 + i * 3, "iso" if rng.random() < 0.5 else st))
            b.f(" {t} | user {u} | dialled {m} | {o} | {s}s\n", t=tm(rng), u=P("USERNAME", c.lw_user),
                m=P("PHONE", rng.choice([c.mob, c.mob, c.home_tel, c.fam[0].tel])),
                o=rng.choice(["NO ANSWER", "BUSY", "CONNECTED", "VOICEMAIL", "FAILED", "CONNECTED"]), s=str(rng.randrange(0, 900)))
        b.f("Extension used: {e}\n", e=P("PHONE", c.pr_tel + " ext " + phi.digits(rng, 3)))
        b.f("Note ({i}): ", i=staff_init(c.lw))
        _outcome(b, rng, c, issues, 0, False)
        b.t("\n")
    if rng.random() < 0.4:
        BL.audit(b, c, rng, phi.add_days(c.base, 60))
    return b


def tel_encounter(rng, c):
    b = B()
    issues = pick_issues(rng, rng.choice([1, 2]))
    ds = rng.choice(["d_mon_y_dash", "dmy", "d_mon_y", "dMONy"]) if c.country != "CA" else rng.choice(["iso", "mon_d_y"])
    v = rng.randrange(4)
    b.t(rng.choice(["Telephone Encounter", "TELEPHONE CONSULTATION", "Phone call", "Tel encounter - non-clinical",
                    "Telephone contact (SP)"]) + "\n")
    b.f("Date/Time: {d} {t}   Encounter #: {e}\n", d=dd(c, 3, ds), t=tm(rng), e=P("ACCOUNT", phi.account(rng, "encounter")))
    b.f("Patient: {p}   DOB: {dob}   {l}: {m}\n", p=K.pt(c, rng, rng.choice(["caps_last_first", "full", "last_first"])), dob=BL.dob(c, rng),
        l=c.mrn[0], m=P("MRN", c.mrn[1]))
    if rng.random() < 0.35:
        b.f("{l}: {h}\n", l=c.hp[0], h=P("HEALTHPLAN", c.hp[1]))
    if v == 0:
        f = c.fam[0]
        b.f("Caller: {f} ({r}), tel {t} - {c}\n", f=K.fam_ref(c, rng, f, "full"), r=f.rel, t=P("PHONE", f.tel),
            c=rng.choice(["consent on file", "verbal consent from pt obtained", "ID verified (DOB + postcode)", "listed NOK"]))
        b.f("Taken by: {a} ({r})\n\n", a=K.name(c.admin, "DOCTOR", rng, rng.choice(["full", "first"])),
            r=rng.choice(["Care Navigator", "Receptionist", "Admin", "Patient Services"]))
        b.f("{f} worried about {his} {rel2}. ", f=K.fam_ref(c, rng, f, "first"), his=["her" if f.p.sex == "F" else "his"], rel2=rng.choice(["mum", "dad", "brother", "sister", "nan", "neighbour"]))
        issue_text(b, c, rng, issues[0], "reason")
        b.t("\n")
        b.t("Actioned: " + rng.choice(["task to SPLW", "booked LW telephone appt", "passed to duty GP", "SP referral form sent"]) + ". ")
        b.f("LW appt {d} 11:00 (phone).\n", d=dd(c, 8, ds))
    elif v == 1:
        b.f("Outgoing call by {lw} ({r}) to {m}\n\n", lw=K.name(c.lw, "DOCTOR", rng, "full"), r=c.lw_role, m=P("PHONE", c.mob))
        b.t("S: ")
        for i in issues:
            issue_text(b, c, rng, i, "story")
            b.t(" ")
        b.t("\nO: telephone - sounded " + rng.choice(["brighter", "flat", "tearful at times", "well", "breathless on talking"]) + ".\n")
        b.t("A: " + "; ".join(rng.choice(["ongoing isolation", "financial stress", "progress", "carer strain", "settling into group"]) for _ in issues) + ".\n")
        b.t("P: ")
        issue_text(b, c, rng, issues[0], "action")
        b.t("\n")
    elif v == 2:
        b.f("Incoming call from {l} ({g}), tel {t}\n", l=K.name(c.group.leader, "DOCTOR", rng, "full"), g=P("ORGANIZATION", c.group.name),
            t=P("PHONE", c.group.tel))
        b.f("Taken by: {lw}\n\n", lw=K.name(c.lw, "DOCTOR", rng, rng.choice(["full", "init_last"])))
        b.f("{l} concerned - {p} has not been to {v} for {n} weeks and isn't answering the phone. Last seen {d}. ",
            l=K.name(c.group.leader, "DOCTOR", rng, "first"), p=K.pt_short(c, rng), v=P("LOCATION_OTHER", c.group.venue), n=str(rng.randrange(2, 5)),
            d=d(rng, c, -rng.randrange(14, 30), short=True))
        b.t(rng.choice(["Usually very regular.", "Mentioned feeling dizzy last time.", "Had said money was tight.", ""]) + "\n")
        b.f("Action: rang pt {m} - no answer. Rang NOK {f} ({r}) on {t}: ", m=P("PHONE", c.mob), f=K.fam_ref(c, rng, c.fam[0], "full"),
            r=c.fam[0].rel, t=P("PHONE", c.fam[0].tel))
        b.t(rng.choice(["pt is fine, has had a cold. Will return next week.", "pt was admitted to hospital last week - will update.",
                        "went round - pt had a fall, ambulance called (999). Safeguarding not indicated.",
                        "no answer. Welfare check requested via the housing warden."]) + "\n")
    else:
        b.f("Call from pharmacy: {n}, {ph}, tel {t}\n", n=K.name(K.make_person(rng, title=False), "DOCTOR", rng, "full"),
            ph=P("HOSPITAL", K.fill(rng, "{w} Pharmacy", c.country, c.town)), t=P("PHONE", phi.phone(rng, c.country, mobile=False)))
        b.f("Taken by: {a}\n\n", a=K.name(c.admin, "DOCTOR", rng, "full"))
        b.f("Pharmacist noticed {p} has not collected {x} for {n} weeks and seemed {y} at last visit. ",
            p=K.pt_short(c, rng), x=rng.choice(["blister packs", "repeat meds (" + rng.choice(CL.MEDS) + ")", "dosette box"]),
            n=str(rng.randrange(2, 6)), y=rng.choice(["confused", "low", "unkempt", "worried about money"]))
        issue_text(b, c, rng, issues[0], "reason")
        b.t("\nPlan: " + rng.choice(["SPLW to call today", "duty GP aware, SP task raised", "delivery set up; SP referral"]) + ".\n")
    b.f("Duration: {n} min. Signed: {s}\n", n=str(rng.randrange(4, 35)), s=K.name(rng.choice([c.lw, c.admin]), "DOCTOR", rng, rng.choice(["full", "initials", "init_last"])))
    if rng.random() < 0.4:
        b.t(rng.choice(CL.CODES) + "\n")
    if rng.random() < 0.3:
        b.t(CL.admin_line(rng, c.country) + "\n")
    if rng.random() < 0.5:
        BL.audit(b, c, rng, phi.add_days(c.base, 3))
    return b
