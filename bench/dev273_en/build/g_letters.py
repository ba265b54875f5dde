"""Genres: GP practice feedback letters; case closure / discharge summaries."""
from core import B, P
import phi
import case as K
import blocks as BL
import clinical as CL
import textvals as TV
from common import pick_issues, issue_text, label, d, dd, tm, fam_intro, staff_init

GP_ASKS = ["{He} mentioned ongoing knee pain - could this be reviewed? ",
           "{He} asked me to pass on that {he} is struggling with the new inhaler technique. ",
           "Mood seemed lower at our last contact (PHQ-9 16, no active SI). Please consider review. ",
           "{He} would like a medication review - thinks the amitriptyline makes {him} drowsy. ",
           "Please could you provide a supporting letter for the housing application (medical priority)? ",
           "Please add the carer flag to {his} record. ",
           "Nothing further needed from the practice at this stage. ",
           "{He} is due bloods (HbA1c/U&E) and has asked for an early morning slot. ",
           "For info only - no action required. "]
CLOSURE = ["Goals achieved - client feels able to continue independently",
           "Client chose to end support", "Unable to contact after 3 attempts (letter sent)",
           "Moved out of area", "Transferred to secondary care / CMHT", "Deceased",
           "Maximum episode length reached (12 contacts)", "Needs met by another service"]


def gp_feedback(rng, c):
    b = B()
    issues = pick_issues(rng)
    ds = rng.choice(["d_month_y", "dth_month", "dmy", "d_mon_y"]) if c.country != "CA" else rng.choice(["mdy_long", "iso"])
    kind = rng.choice(["update", "update", "closure", "dna", "concern"])
    BL.service_header(b, c, rng)
    b.f("{t}  |  {e}", t=P("PHONE", c.lw_tel), e=P("EMAIL", phi.team_email(rng, c.service)))
    if rng.random() < 0.3:
        b.f("  |  Fax {f}", f=P("FAX", phi.phone(rng, c.country, mobile=False)))
    b.t("\n\n")
    b.add(dd(c, 60 if kind != "dna" else 30, ds)).t("\n\n")
    b.add(K.doc(c.gp, rng, "dr_full")).t("\n")
    b.add(P("HOSPITAL", c.practice)).t("\n")
    b.add(K.practice_addr(c, rng, "\n")).t("\n")
    if rng.random() < 0.4:
        b.f("By secure email: {e}\n", e=P("EMAIL", c.pr_email))
    b.t("\n")
    b.f("Dear {g},\n\n", g=K.doc(c.gp, rng, "dr_last"))
    b.f("Re: {p}   DOB: {dob}   {l}: {m}\n", p=K.pt(c, rng, rng.choice(["title_full", "full", "caps_last_first"])), dob=BL.dob(c, rng),
        l=c.mrn[0], m=P("MRN", c.mrn[1]))
    b.add(K.address(c, rng)).t("\n\n")
    if kind == "dna":
        b.f("Thank you for referring {p} to {s} on {d}. ", p=K.pt_short(c, rng), s=P("ORGANIZATION", c.service), d=dd(c, 0, ds))
        b.f("Unfortunately we have been unable to make contact despite calls on {a}, {b2} and {c2} to {m}, and a letter to the address above. ",
            a=dd(c, 3, "d_m" if c.country != "CA" else "m_d"), b2=dd(c, 8, "d_m" if c.country != "CA" else "m_d"),
            c2=dd(c, 15, "d_m" if c.country != "CA" else "m_d"), m=P("PHONE", c.mob))
        b.t("We have therefore closed the referral. We would be very happy to accept a re-referral if circumstances change, or ")
        b.f("{p} can self-refer on {t}.\n", p=K.pt_short(c, rng), t=P("PHONE", c.lw_tel))
    else:
        b.f("Thank you for referring {p}, whom I first met on {d} ", p=K.pt_short(c, rng), d=dd(c, 12, ds))
        b.add(rng.choice([["at ", P("LOCATION_OTHER", c.group.venue)], "at home", ["at ", P("HOSPITAL", c.practice)], "by telephone"]))
        b.t(". ")
        b.f("{He} has been supported for {w} weeks ({n} contacts).\n\n", He=c.He, w=str(rng.randrange(4, 16)), n=str(rng.randrange(3, 12)))
        if rng.random() < 0.35:
            b.f("--- copied from referral ({d}) ---\n", d=dd(c, 0, "dmy" if c.country != "CA" else "iso"))
            issue_text(b, c, rng, issues[0], "reason")
            b.t("\n--- end of copied text ---\n\n")
        b.t(rng.choice(["What mattered to " + c.him + ":\n", "Summary\n", "Background:\n"]))
        for i in issues:
            issue_text(b, c, rng, i, "story")
            b.t(" ")
        b.t("\n\n" + rng.choice(["Support provided:\n", "What we did together:\n", "Actions:\n"]))
        for i in issues:
            b.t("- ")
            issue_text(b, c, rng, i, "action")
            b.t("\n")
        if rng.random() < 0.7:
            b.t("\nOutcome measures:\n")
            CL.measure_table(b, rng, phi.add_days(c.base, 12), phi.add_days(c.base, 56), c.country, style=rng.choice(["list", "pipe"]))
        b.t("\n")
        if kind == "concern":
            b.f("I am writing because I am concerned about {p}. At our contact on {d} {he} said '{q}'. ",
                p=K.pt_short(c, rng), d=dd(c, 55, ds), he=c.he, q=rng.choice(["what's the point any more", "I'm a burden to everyone",
                                                                              "I haven't eaten properly in a week", "I can't cope with the noise from next door"]))
            b.t("No plan or intent disclosed; safety plan completed and crisis numbers given. I would be grateful if you could review " + c.him + " soon.\n")
        elif kind == "closure":
            b.t("We have now closed " + c.his + " case: " + rng.choice(CLOSURE[:3]).lower() + ". ")
            b.f("{He} continues to attend {g}.\n", He=c.He, g=P("ORGANIZATION", c.group.name))
        else:
            b.f("We will continue to support {him} and plan to review on {d}.\n", him=c.him, d=dd(c, 90, ds))
        b.t("\nFor the practice: " + rng.choice(GP_ASKS).format(He=c.He, he=c.he, him=c.him, his=c.his) + "\n")
    BL.signoff(b, c, rng, "lw", rng.choice(["Yours sincerely,", "Kind regards,", "With best wishes,"]))
    b.t("\ncc: ")
    b.add(K.pt(c, rng, rng.choice(["title_full", "full"])))
    b.t(rng.choice([" (patient)", "", " - by post"]) + "\n")
    if rng.random() < 0.3:
        b.t("Attachments: " + rng.choice(["wellbeing plan (PDF, 2 pages)", "WEMWBS scoresheet", "none"]) + "\n")
    if rng.random() < 0.4:
        BL.conf(b, rng)
    return b


def case_closure(rng, c):
    b = B()
    issues = pick_issues(rng)
    ds = phi.dstyle(rng, c.country)
    v = rng.randrange(2)
    reason = rng.choice(CLOSURE)
    b.t(rng.choice(["SOCIAL PRESCRIBING DISCHARGE SUMMARY", "Case closure summary", "End of support summary",
                    "DISCHARGE FROM LINK WORKER SERVICE", "Closure form - community navigation"]) + "\n")
    b.t("=" * rng.choice([36, 48]) + "\n")
    if v == 0:
        BL.demographics(b, c, rng, ["name", "dob", "id"] + (["hp"] if rng.random() < 0.4 else []) + ["addr", "gp", "practice"],
                        style=rng.choice(["colon", "pipe", "caps"]))
        b.f("Case ID: {i}\n", i=P("IDNUM", phi.idnum(rng, "case")))
        b.f("Referred by: {g} on {d}\n", g=K.doc(c.gp, rng), d=dd(c, 0, ds))
        b.f("First contact: {d}\nDischarge date: {e}\n", d=dd(c, rng.randrange(3, 12), ds), e=dd(c, rng.randrange(70, 160), ds))
        b.t("Contacts: %d (%d phone, %d F2F, %d group accompaniment)\n" % (rng.randrange(5, 14), rng.randrange(2, 6), rng.randrange(1, 5), rng.randrange(0, 3)))
        b.t("Reason for closure: " + reason + "\n")
        if reason == "Deceased":
            b.f("Date of death: {d}. Family informed service ({f}, {r}).\n", d=dd(c, rng.randrange(60, 150), ds),
                f=K.fam_ref(c, rng, c.fam[0], "full"), r=c.fam[0].rel)
        if reason == "Moved out of area":
            b.f("New address: {a}\n", a=[P("STREET", str(rng.randrange(1, 99)) + " " + rng.choice(["Kingfisher Way", "Beech Road", "Harbour View", "Ocean Rd"])),
                                        ", ", P("CITY", rng.choice(K.PL.TOWN_LIST[c.country]))])
        b.t("\nPresenting needs: " + "; ".join(label(i) for i in issues) + "\n\n")
        b.t("Goals and outcome:\n")
        for i in issues:
            b.t("- ")
            issue_text(b, c, rng, i, "goal")
            b.t(" [" + rng.choice(["achieved", "partly achieved", "not achieved", "ongoing with group"]) + "]\n")
        b.t("\nOutcome measures (first vs last):\n")
        CL.measure_table(b, rng, phi.add_days(c.base, 7), phi.add_days(c.base, 90), c.country, style=rng.choice(["pipe", "tab"]))
        b.t("\nOnward connections:\n")
        for g in (c.group, c.group2):
            b.f("- {g} ({w}) - {s}\n", g=P("ORGANIZATION", g.name), w=P("LOCATION_OTHER", g.venue), s=rng.choice(["attending", "attended twice", "declined", "waiting list"]))
        if rng.random() < 0.5:
            b.f("- {a} - {s}\n", a=P("ORGANIZATION", c.agency.name), s=rng.choice(["benefits award confirmed", "housing application active", "debt plan in place"]))
        b.f("\nClient feedback: '{q}'\n", q=rng.choice(["I didn't know any of this existed.", "You've been a godsend.", "It was nice to be listened to.",
                                                        "Didn't really help but thanks for trying.", "My daughter says I'm a different person."]))
        b.t("Re-referral: welcome via GP or self-referral.\n")
        b.f("Completed by: {lw}, {r}\n", lw=K.name(c.lw, "DOCTOR", rng, "full"), r=c.lw_role)
    else:
        b.f("{p} | {l} {m} | {dob}\n", p=K.pt(c, rng, "caps_last_first"), l=c.mrn[0], m=P("MRN", c.mrn[1]), dob=BL.dob(c, rng))
        b.f("Episode: {a} to {z}\n\n", a=dd(c, 0, ds), z=dd(c, rng.randrange(60, 150), ds))
        b.f("{p} was referred by {g} ({pr}) ", p=K.pt_short(c, rng), g=K.doc(c.gp, rng), pr=P("HOSPITAL", c.practice))
        b.t("for " + " and ".join(label(i).lower() for i in issues) + ". ")
        issue_text(b, c, rng, issues[0], "reason")
        b.t("\n\n")
        for i in issues:
            issue_text(b, c, rng, i, "action")
            b.t(" ")
        b.t("\n\n")
        b.f("At closure {p} {x}. ", p=K.pt_short(c, rng), x=rng.choice(["is attending one group weekly", "reports feeling 'more settled'",
                                                                       "has had benefits awarded and arrears cleared", "remains lonely but declined further support",
                                                                       "has moved into a ground-floor flat"]))
        b.f("{His} {r} {f} will remain the main support. ", His=c.His, r=c.fam[0].rel, f=K.fam_ref(c, rng, c.fam[0]))
        b.t("Closure reason: " + reason.lower() + ".\n")
        if rng.random() < 0.6:
            b.t(rng.choice(CL.CODES) + "\n")
        BL.signoff(b, c, rng, "lw")
    if rng.random() < 0.5:
        BL.audit(b, c, rng, phi.add_days(c.base, 150))
    return b
