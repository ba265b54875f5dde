"""Genres: wellbeing plan with outcome measures; community group introduction."""
from core import B, P
import phi
import case as K
import blocks as BL
import clinical as CL
import textvals as TV
from common import pick_issues, issue_text, label, d, dd, tm, fam_intro, staff_init

RAG = ["G", "A", "R", "Green", "Amber", "on track", "partly", "not started", "achieved"]


def wellbeing_plan(rng, c):
    b = B()
    issues = pick_issues(rng, rng.choice([2, 2, 3]))
    v = rng.randrange(3)
    ds = phi.dstyle(rng, c.country)
    review = rng.choice([42, 56, 84, 90])
    if v == 0:
        b.t(rng.choice(["MY WELLBEING PLAN", "Personalised Care and Support Plan (PCSP)", "Wellbeing & Support Plan",
                        "Whanau wellbeing plan", "Care and Support Plan - social prescribing"]) + "\n\n")
        BL.demographics(b, c, rng, rng.choice([["name", "dob", "id"], ["name", "id", "practice"], ["name", "dob", "hp", "gp"]]),
                        style=rng.choice(["colon", "pipe"]))
        b.f("Link worker: {lw} ({r})\n", lw=K.name(c.lw, "DOCTOR", rng, "full"), r=c.lw_role)
        b.f("Plan agreed: {a}    Review due: {z}\n\n", a=dd(c, 14, ds), z=dd(c, 14 + review, ds))
        b.t("What matters to me:\n")
        issue_text(b, c, rng, issues[0], "story")
        b.t("\n\nMy goals\n")
        b.t("| # | Goal | Small steps | Who helps | By when | Progress |\n|---|---|---|---|---|---|\n")
        for n, i in enumerate(issues, 1):
            b.t("| %d | " % n)
            issue_text(b, c, rng, i, "goal")
            b.t(" | ")
            b.t(rng.choice(["ring the group leader", "first session with LW", "fill in form together", "walk to the corner daily",
                            "bus pass application", "write list of questions", "try 1 session"]))
            b.t(" | ")
            b.add(rng.choice([K.name(c.lw, "DOCTOR", rng, "first"), [c.his + " " + c.fam[0].rel + " ", K.fam_ref(c, rng, c.fam[0], "first")],
                              "self", K.name(c.group.leader, "DOCTOR", rng, "first")]))
            b.t(" | ")
            b.add(dd(c, 14 + rng.randrange(7, review), rng.choice(["d_m", "dmy2", "d_mon"] if c.country != "CA" else ["mon_d", "iso"])))
            b.t(" | " + rng.choice(RAG) + " |\n")
        b.t("\nOutcome measures\n")
        CL.measure_table(b, rng, phi.add_days(c.base, 14), phi.add_days(c.base, 14 + review), c.country, follow=rng.random() < 0.7)
        if rng.random() < 0.4:
            b.t("Coding: " + CL.admin_line(rng, c.country) + "\n")
        b.t("\nIf things get difficult I will: ")
        b.add(rng.choice(["ring my daughter", "call the surgery", "use the crisis line", "talk to the group leader",
                          ["go for a walk and ring ", K.name(c.lw, "DOCTOR", rng, "first")]]))
        b.t("\n")
        b.f("\nSigned (client): {s}   Date: {d}\n", s=K.pt(c, rng, rng.choice(["full", "init_last", "initials"])), d=dd(c, 14, ds))
        b.f("Signed (LW): {s}\n", s=staff_init(c.lw) if rng.random() < 0.5 else K.name(c.lw, "DOCTOR", rng, "init_last"))
    elif v == 1:
        b.f("{h} - {p}\n", h=rng.choice(["Wellbeing review", "6-week review", "12 WEEK REVIEW", "Mid-point review"]),
            p=K.pt(c, rng, rng.choice(["full", "caps_last_first", "title_full"])))
        b.f("{l} {m} | DOB {dob}\n", l=c.mrn[0], m=P("MRN", c.mrn[1]), dob=BL.dob(c, rng))
        b.f("Seen {d} at {w} by {lw}.\n\n", d=dd(c, review, ds),
            w=rng.choice([P("LOCATION_OTHER", c.group.venue), P("HOSPITAL", c.practice), ["home (", P("STREET", c.street), ")"]]),
            lw=K.name(c.lw, "DOCTOR", rng, rng.choice(["full", "first", "init_last"])))
        b.t("Progress against plan agreed ")
        b.add(dd(c, 14, ds))
        b.t(":\n")
        for i in issues:
            b.t("* " + label(i) + ": ")
            issue_text(b, c, rng, i, "goal")
            b.t(" -> " + rng.choice(["Achieved. ", "Partly achieved. ", "Not yet. ", "Ongoing. "]))
            issue_text(b, c, rng, i, "action")
            b.t("\n")
        b.t("\nScores:\n")
        CL.measure_table(b, rng, phi.add_days(c.base, 14), phi.add_days(c.base, review), c.country, follow=True, style="list")
        b.f("\n{pt} said: '{q}'\n", pt=K.pt_short(c, rng), q=rng.choice(["I've got my Thursdays back.", "I feel more like myself.",
                                                                         "It's early days but it helps.", "Not much has changed, to be honest.",
                                                                         "I actually look forward to the week now.", "Money's still tight but I'm sleeping better."]))
        b.t("Plan: " + rng.choice(["continue for a further 6 weeks", "step down to monthly calls", "close at next contact",
                                   "refer back to GP re mood", "review in 4/52"]) + ".\n")
        if rng.random() < 0.5:
            BL.audit(b, c, rng, phi.add_days(c.base, review))
    else:
        b.t("OUTCOMES EXPORT (CSV) - " + rng.choice(["Elemental-style platform", "case management system", "SP outcomes dashboard"]) + "\n")
        b.t("client_id,name,dob,measure,baseline_date,baseline,review_date,review\n")
        rows = CL.measures(rng)
        cid = phi.idnum(rng, "case")
        for m, x, y, _n in rows:
            b.add(P("IDNUM", cid)).t(",")
            b.add(K.pt(c, rng, "full")).t(",")
            b.add(BL.dob(c, rng, "iso" if c.country != "UK" else "dmy")).t(",")
            b.t('"' + m + '",')
            b.add(dd(c, 14, "iso")).t("," + x + ",")
            b.add(dd(c, 14 + review, "iso")).t("," + y + "\n")
        b.f("\nExported by {u} from {ip} on {d}\n", u=P("USERNAME", c.lw_user), ip=P("IPADDR", c.ip), d=dd(c, 15 + review, "dmy"))
        b.t("Goals recorded: " + "; ".join(label(i) for i in issues) + ".\n")
        issue_text(b, c, rng, issues[0], "action")
        b.t("\n")
    return b


def group_intro(rng, c):
    b = B()
    issues = pick_issues(rng, 1)
    v = rng.randrange(3)
    g = c.group
    if v == 0:
        ds = rng.choice(["wd_d_month_y", "d_mon_y", "dmy"]) if c.country != "CA" else rng.choice(["mdy_long", "iso"])
        b.f("From: {a}\nTo: {t}\n", a=P("EMAIL", c.lw_email), t=P("EMAIL", g.email))
        if rng.random() < 0.4:
            b.f("Cc: {x}\n", x=P("EMAIL", phi.team_email(rng, c.service)))
        b.f("Sent: {d} {t}\nSubject: {s}\n\n", d=dd(c, 20, ds), t=tm(rng),
            s=rng.choice(["Introduction - new member", "New referral for your group", "Warm handover",
                          "Someone who'd love to join you", "Intro: " + g.day]))
        b.f("Hi {l},\n\n", l=K.name(g.leader, "DOCTOR", rng, "first"))
        b.t(rng.choice(["Hope you're keeping well. ", "Thanks again for the other week. ", "", "Hope the new venue is working out. "]))
        b.f("I've been working with {p}, who would like to come along to {gn}", p=K.pt(c, rng, rng.choice(["full", "title_full", "first"])),
            gn=P("ORGANIZATION", g.name))
        b.t(rng.choice([" on " + g.day + ". ", ". "]))
        b.f("{He}'s happy for me to share a bit about {him}. ", He=c.He, him=c.him)
        b.f("{He} is {a}, ", He=c.He, a=[P("AGE", str(c.age))])
        b.add(K.job_clause(c, rng))
        b.t(", and ")
        issue_text(b, c, rng, issues[0], "story")
        b.t("\n\n")
        b.f("{He} is a bit nervous about walking in on {his} own, so I'll bring {him} to {v} for the first session on {d}",
            He=c.He, his=c.his, him=c.him, v=P("LOCATION_OTHER", g.venue), d=dd(c, rng.randrange(24, 40), rng.choice(["wd_dth", "dth_month", "wd_d_month"]) if c.country != "CA" else "wd_mon_d"))
        b.t(rng.choice([" - would you be able to meet us at the door?", ". Could someone introduce " + c.him + " to a couple of the regulars?",
                        ". " + c.He + " uses a walking stick so a chair near the door would help."]) + "\n")
        if rng.random() < 0.5:
            b.f("Mobility/access: {x}\n", x=rng.choice(["needs step-free access", "hard of hearing (L hearing aid)", "type 1 diabetic - carries glucose",
                                                        "may need the loo quickly (IBS)", "registered partially sighted"]))
        b.f("Best number for {him}: {m}.\n", him=c.him, m=P("PHONE", c.mob))
        BL.signoff(b, c, rng, "lw", rng.choice(["Thanks so much,", "Cheers,", "Many thanks,", "Best wishes,"]))
    elif v == 1:
        ds = phi.dstyle(rng, c.country)
        b.t(rng.choice(["COMMUNITY GROUP INTRODUCTION RECORD", "Group introduction / warm handover", "Community activity linkage"]) + "\n")
        b.f("Client: {p}   ID: {i}\n", p=K.pt(c, rng, rng.choice(["full", "caps_last_first"])), i=P("MRN", c.mrn[1]))
        b.f("Group: {gn}\nVenue: {v}, {room}, {st}, {town}\n", gn=P("ORGANIZATION", g.name), v=P("LOCATION_OTHER", g.venue),
            room=K.room(g), st=P("STREET", str(rng.randrange(1, 90)) + " " + rng.choice(["Market Street", "Church Lane", "High St", "Main Road", "Quay St"])),
            town=P("CITY", c.town))
        b.f("When: {w}, {t}\n", w=g.day, t=g.time)
        b.f("Contact: {l}, {tel}, {e}\n", l=K.name(g.leader, "DOCTOR", rng, "full"), tel=P("PHONE", g.tel), e=P("EMAIL", g.email))
        b.f("Website: {u}\n", u=P("URL", g.url))
        cu = TV.CUR[c.country]
        b.f("Cost: {x}\n", x=rng.choice(["free", cu + "2 donation incl. tea", cu + "5 per session (concession " + cu + "3)", cu + "3", "free - first 4 weeks funded"]))
        b.f("Date of introduction: {d}\n", d=dd(c, 25, ds))
        b.f("Accompanied: {x}\n", x=rng.choice(["Yes - LW attended first 30 mins", "No - leader met at door", "Yes - volunteer buddy", "Sister went with her"]))
        if rng.random() < 0.7:
            drv = K.make_person(rng, title=False)
            b.f("Transport: volunteer driver {n}, {car} reg {pl}; pick-up 09:45 from home.\n",
                n=K.name(drv, "DOCTOR", rng, rng.choice(["full", "first"])), car=rng.choice(["silver Corolla", "blue Fabia", "white Transit minibus", "grey Qashqai"]),
                pl=P("VEHICLE", phi.plate(rng, c.country)))
        b.t("\nFeedback after first session:\n")
        b.f("{p} {x} ", p=K.pt_short(c, rng), x=rng.choice(["enjoyed it and plans to go back.", "found it noisy but liked the people.",
                                                          "said it was 'not for me' - will try something else.", "has already been twice!"]))
        b.f("{l} said {he} {y}.\n", l=K.name(g.leader, "DOCTOR", rng, "first"), he=c.he,
            y=rng.choice(["fitted right in", "was quiet but stayed for lunch", ["knew one of the regulars from ", P("CITY", c.town)], "helped wash up"]))
        issue_text(b, c, rng, issues[0], "goal")
        b.t(" - " + rng.choice(RAG) + "\n")
    else:
        ds = rng.choice(["d_m", "dmy2"]) if c.country != "CA" else "m_d"
        b.f("{d} - warm handover at {v}\n", d=dd(c, 28, ds), v=P("LOCATION_OTHER", g.venue))
        b.f("Met {p} outside at 10:20 as agreed. Walked in together, introduced to {l} and {o} (regular). ",
            p=K.pt_short(c, rng), l=K.name(g.leader, "DOCTOR", rng, "first"), o=K.name(K.make_person(rng), "FAMILY", rng, "first"))
        b.f("{He} stayed for the full session ({t}). ", He=c.He, t=g.time)
        b.t(rng.choice(["Quiz, then soup and a roll.", "Potting up seedlings in the polytunnel.", "Boccia - won a game!",
                        "Singing - Abba and some hymns.", "Sanding a bird box in the shed."]) + " ")
        b.f("Told me afterwards it was 'the first time I've laughed since {h}'.\n", h=TV.holiday(c, rng) if rng.random() < 0.5 else ["my ", c.fam[0].rel, " died"])
        b.f("Group info for record: {gn}, {w} {t}, {u}, tel {tel}.\n", gn=P("ORGANIZATION", g.name), w=g.day, t=g.time,
            u=P("URL", g.url), tel=P("PHONE", g.tel))
        b.f("Next: {p} to go alone {d}; I'll ring {him} after on {m}. ", p=K.pt_short(c, rng), him=c.him,
            d=dd(c, 35, rng.choice(["wd_dth", "d_mon"]) if c.country != "CA" else "mon_d"), m=P("PHONE", c.mob))
        b.f("{i}\n", i=staff_init(c.lw))
    return b
