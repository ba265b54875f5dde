"""Genres 6-10: teaching vignettes / M&M, e-mail referral threads,
consult and e-consult, reminders and results notifications, incident
reports and complaint e-mails."""

from markup import P
import datetime as dt

import clinical
import pools
from clinical import scen
from helpers import a_an, pron, prof_phrase, social, staff_role, negs, sign_block, disclaimer, device_bit
from genres_a import cap, past


def quote(marked):
    return "\n".join("> " + ln if ln else ">" for ln in marked.split("\n"))


# ---------------------------------------------------------------- 6 teaching / M&M
def g_teaching(ctx):
    layout = ctx.ch(["vignette_prose", "mm_summary", "mm_summary", "vignette_prose"])
    N, D = ctx.name, ctx.date
    pt = ctx.patient(age=ctx.ri(16, 97))
    pr = pron(pt)
    s = scen(ctx, pt)
    hosp = ctx.hospital_raw("hosp")
    d_adm = ctx.day(back=ctx.ri(20, 120))
    d_evt = ctx.day(back=ctx.ri(5, 19))
    pres = ctx.staff("doc")
    sup = ctx.staff("doc")
    rel = ctx.relative()
    if layout == "vignette_prose":
        t = []
        t.append("%s (%s)." % (ctx.ch(["Case of the week", "Teaching case", "Grand rounds case", "Clinical vignette"]),
                               D(ctx.today, ctx.ch(["long", "num", "md"]))))
        loc = ctx.city()
        if ctx.loc in ("US", "CA", "AU", "IN", "ZA") and ctx.chance(0.6):
            loc += ", " + ctx.state()
        elif ctx.loc in ("UK", "IE") and ctx.chance(0.5):
            loc += ", " + ctx.region()
        art = "An" if (str(pt.age).startswith("8") or pt.age in (11, 18)) else "A"
        t.append("%s %s %s from %s presented to %s on %s with %s (\"%s\")." % (
            art, ctx.age(pt.age, ctx.ch(["yr", "words", "yr"])),
            P("PROFESSION", ctx.prof_raw()), loc, P("HOSPITAL", hosp), D(d_adm, ctx.ch(["long", "md", "num"])),
            s["dx"], s["lay"]))
        if ctx.chance(0.2):
            t.append("%s had been driving a car (%s %s) in a low-speed collision near %s on %s." % (
                pr["He"], *ctx.vehicle(), ctx.landmark(), D(ctx.day(back=ctx.ri(20, 200)), ctx.ch(["md", "num"]))))
        t.append("%s %s %s noticed it first." % (pr["His"], ctx.rel_word(rel), N(rel, "first")))
        if ctx.chance(0.6):
            t.append("%s had returned from %s %s earlier." % (pr["He"], ctx.country(), ctx.ch(["10 days", "a week", "3 weeks"])))
        fam = ctx.relative(sex="M")
        t.append(ctx.ch([
            "Family history: father died of MI at %s; mother alive, %s." % (P("AGE", str(ctx.ri(45, 70))), "aged " + P("AGE", str(ctx.ri(70, 99)))),
            "%s brother %s had a similar illness at %s." % (pr["His"], N(fam, "first"), P("AGE", str(ctx.ri(20, 60)))),
            "%s sister died of breast cancer aged %s." % (pr["His"], P("AGE", ctx.ch([str(ctx.ri(35, 60)), "forty-two", "fifty-one"]))),
            "No relevant family history.",
        ]))
        t.append("On examination: %s. %s" % (s["hx"], negs(ctx, ctx.ri(1, 3))))
        dv = device_bit(ctx, s)
        if dv:
            t.append("Device: %s." % dv)
        t.append("%s was discharged on %s under %s." % (pr["He"], D(ctx.day(back=ctx.ri(1, 10)), ctx.ch(["md", "short", "long"])),
                                                       N(sup, ctx.ch(["dr", "dr_full", "prof"]))))
        t.append("Teaching points: %s." % s["ans"])
        t.append("Presented by %s (%s); supervised by %s." % (N(pres, ctx.ch(["dr_full", "full"])), staff_role(ctx, pres),
                                                              N(sup, ctx.ch(["prof", "dr"]))))
        if ctx.chance(0.7):
            t.append("[Internal only - patient %s, %s %s, consent on file.]" % (N(pt, ctx.ch(["full", "title_full", "gi"])),
                                                                              ctx.mrn_label(), ctx.mrn(pt)))
        return " ".join(t), layout
    lines = []
    spec = s["spec"]
    lines.append("Morbidity & Mortality - %s - %s" % (spec, D(ctx.today, ctx.ch(["long", "num", "long_wk"]))))
    lines.append("Venue: %s, %s" % (ctx.building(), P("HOSPITAL", hosp)))
    lines.append("Patient: %s | %s | %s %s | %s %s" % (N(pt, ctx.ch(["LAST_FIRST", "LAST_FIRST_MID", "title_inits", "last_first"])),
                                                       ctx.age(pt.age, ctx.ch(["sexc", "sexs", "yo"]), pt.sex),
                                                       ctx.mrn_label(), ctx.mrn(pt), ctx.acct_label(), ctx.acct(pt)))
    if ctx.chance(0.2):
        lines.append("%s %s" % (ctx.ssn_label(), ctx.ssn(pt)))
    lines.append("Admitted: %s via ED; %s, %s" % (D(d_adm, ctx.ch(["num", "long", "short"])), ctx.hosp("ward"),
                                                  ctx.ch([ctx.bed(), ctx.room(), ctx.bay_bed()])))
    lines.append("Consultant: %s. Team: %s%s%s" % (N(sup, ctx.ch(["dr", "dr_full", "prof"])), N(pres, "dr_gi"),
                                                   ctx.ch([", ", " and "]), N(ctx.staff("doc"), ctx.ch(["dr", "full"]))))
    outcome = ctx.ch(["Died", "Unplanned ICU admission", "Return to theatre", "Cardiac arrest, ROSC", "Missed diagnosis"])
    lines.append("Event: %s on %s at %s." % (outcome, D(d_evt, ctx.ch(["num", "short", "wk_short"])), ctx.time()))
    lines.append("Summary: %s %s admitted with %s. %s. %s" % (ctx.age(pt.age, "yr"), ctx.noun(pt), s["dx"], s["hx"], negs(ctx, ctx.ri(1, 2))))
    if ctx.chance(0.6):
        lines.append("Background: %s" % social(ctx, pt, ctx.ri(1, 2)))
    lines.append("Family: %s %s %s informed by %s on %s; %s." % (pr["his"], ctx.rel_word(rel), N(rel, ctx.ch(["full", "first"])),
                                                                  N(pres, "dr"), D(d_evt, ctx.ch(["short", "md"])),
                                                                  ctx.ch(["complaint received", "no concerns raised",
                                                                          "requested meeting"])))
    if ctx.chance(0.5):
        lines.append("Mother died of MI at %s; %s." % (P("AGE", str(ctx.ri(48, 72))), ctx.ch(["not previously known", "FHx of CAD"])))
    lines.append("Contributing factors: %s" % ctx.ch([
        "delay in senior review (bleep %s not answered), handover omitted pending trop." % P("PHONE", str(ctx.ri(1000, 7999))),
        "out-of-hours, %s on the ward, locum unfamiliar with the EHR." % ctx.ch(["2 RNs", "1 HCA", "agency staff"]),
        "result (%s %s) filed without action." % ctx.idnum("accession"),
        "infusion pump %s %s alarmed but silenced." % ctx.device(),
    ]))
    if ctx.chance(0.3):
        lab, lv = ctx.lic()
        lines.append("Locum involved: %s (%s %s)." % (N(ctx.staff("doc"), "dr_full"), lab, lv))
    lines.append("Discussion led by %s; minutes %s." % (N(ctx.staff("doc"), ctx.ch(["prof", "dr_full"])),
                                                       N(ctx.staff("clerk"), ctx.ch(["full", "gi"]))))
    lines.append("Actions: %s to audit %s by %s." % (N(pres, "dr"), ctx.ch(["sepsis screening", "escalation", "VTE prophylaxis"]),
                                                    D(ctx.day(fwd=ctx.ri(20, 90)), ctx.ch(["long", "num", "my"]))))
    return "\n".join(lines), layout


# ---------------------------------------------------------------- 7 e-mail referral
def g_email(ctx):
    layout = ctx.ch(["email_thread", "email_single", "email_thread"])
    N, D = ctx.name, ctx.date
    pt = ctx.patient(age=ctx.ri(18, 94))
    pr = pron(pt)
    s = scen(ctx, pt)
    ref = ctx.staff("doc")
    con = ctx.staff("doc")
    sec = ctx.staff(ctx.ch(["clerk", "nurse"]))
    rh = ctx.hospital_raw("clinic")
    ch_ = ctx.hospital_raw("hosp")
    rel = ctx.relative()
    idlab = ctx.mrn_label()
    subj = "Referral - %s - %s" % (N(pt, ctx.ch(["LAST_FIRST", "title", "gi", "inits_dot"])), s["dx"])
    hdr = "From: %s <%s>\nTo: %s <%s>\n" % (N(ref, "dr_full"), ctx.email(ref), N(con, "dr_full"), ctx.email(con))
    if ctx.chance(0.5):
        hdr += "Cc: %s <%s>\n" % (N(sec, "full"), ctx.email(sec))
    hdr += "Date: %s %s\nSubject: %s\n" % (D(ctx.today, ctx.ch(["long_wk", "num", "long"])), ctx.time(), subj)
    b = []
    b.append(ctx.ch(["Dear %s," % N(con, "dr"), "Hi %s," % N(con, "first"), "Dear colleagues,"]))
    idbits = "DOB %s, %s %s" % (D(pt.dob, ctx.dstyle("dob")), idlab, ctx.mrn(pt))
    if ctx.loc == "UK" and ctx.chance(0.6):
        idbits += ", NHS no. %s" % P("MRN", ctx.pid(pt, "nhs"))
    elif ctx.loc in ("IE", "ZA", "IN", "CA") and ctx.chance(0.3):
        idbits += ", %s %s" % (ctx.ssn_label(), ctx.ssn(pt))
    art = "an" if (pt.age in (8, 11, 18) or str(pt.age).startswith("8")) else "a"
    b.append("I'd be grateful if you could see %s (%s), %s %s %s with %s (\"%s\")." % (
        N(pt, ctx.ch(["title", "title_full", "full", "title_inits"])), idbits, art,
        ctx.age(pt.age, ctx.ch(["yr", "yr2", "yr"])), ctx.noun(pt), s["dx"], s["lay"]))
    b.append("%s. %s" % (cap(s["hx"]), negs(ctx, ctx.ri(1, 2))))
    dv = device_bit(ctx, s)
    if dv:
        b.append("%s has a %s." % (pr["He"], dv))
    b.append(social(ctx, pt, ctx.ri(1, 3)))
    b.append(ctx.ch([
        "%s %s %s (%s) is the main contact." % (pr["His"], ctx.rel_word(rel), N(rel, "full"), ctx.phone("mobile")),
        "%s lives at %s with %s %s %s." % (pr["He"], ctx.address(), pr["his"], ctx.rel_word(rel), N(rel, "first")),
        "Please copy letters to %s %s at %s." % (ctx.rel_word(rel), N(rel, "full"), ctx.email(rel)),
    ]))
    b.append("Specific question: %s" % s["q"])
    if ctx.chance(0.4):
        lab, v = ctx.idnum(ctx.ch(["ubrn", "referral", "accession"]))
        b.append("%s %s." % (lab, v))
    b.append(ctx.ch(["Many thanks,", "Best wishes,", "Kind regards,", "Thanks in advance,"]))
    orig = hdr + "\n" + "\n".join(b) + "\n\n" + sign_block(ctx, ref, rh) + "\n\n" + disclaimer(ctx, rh)
    if layout == "email_single":
        return orig, layout
    r = []
    r.append("From: %s <%s>\nTo: %s <%s>\nDate: %s %s\nSubject: RE: %s\n" % (
        N(con, "dr_full"), ctx.email(con), N(ref, "dr_full"), ctx.email(ref),
        D(ctx.day(fwd=ctx.ri(1, 6)), ctx.ch(["long_wk", "num"])), ctx.time(), subj))
    r.append(ctx.ch(["Thanks %s," % N(ref, "first"), "Dear %s," % N(ref, "dr"), "Hi %s -" % N(ref, "first")]))
    r.append(ctx.ch([
        "Accepted. We'll see %s in clinic %s at %s." % (N(pt, "title"), D(ctx.day(fwd=ctx.ri(7, 40)), ctx.ch(["wk_md", "long_wk", "wk_short"])), P("HOSPITAL", ch_)),
        "Reviewed. My advice in the meantime: %s." % s["ans"],
        "%s will contact %s to book - %s." % (N(sec, ctx.ch(["first", "full"])), N(pt, "title"), ctx.phone("land", ext=True)),
    ]))
    if ctx.chance(0.5):
        r.append("Please send the %s result (%s %s) when available." % (ctx.ch(["CT", "echo", "biopsy", "MRI"]), *ctx.idnum("accession")))
    r.append("Best,\n%s" % sign_block(ctx, con, ch_, full=ctx.chance(0.5)))
    date_line = ctx.ch(["On %s, %s wrote:", "On %s at " + ctx.time() + ", %s wrote:"]) % (
        D(ctx.today, ctx.ch(["long_wk", "wk_md", "num"])), N(ref, "dr_full") + " <" + ctx.email(ref) + ">")
    return "\n".join(r) + "\n\n" + date_line + "\n" + quote(orig), layout


# ---------------------------------------------------------------- 8 consult / e-consult
def g_consult(ctx):
    layout = ctx.ch(["econsult_form", "consult_brief", "econsult_reply"])
    N, D = ctx.name, ctx.date
    pt = ctx.patient(age=ctx.ri(1, 95))
    pr = pron(pt)
    s = scen(ctx, pt)
    ref = ctx.staff("doc")
    con = ctx.staff("doc")
    clinic = ctx.hospital_raw("clinic")
    hosp = ctx.hospital_raw("hosp")
    if layout == "consult_brief":
        t = []
        t.append("Consult request -> %s" % s["spec"])
        t.append("Pt: %s, %s, %s, %s" % (N(pt, ctx.ch(["LAST_FIRST", "full", "title"])), ctx.age(pt.age, ctx.ch(["sexc", "yo", "yof"]), pt.sex),
                                        ctx.ch([ctx.room(), ctx.bed(), ctx.bay_bed()]), ctx.hosp("ward")))
        t.append("%s %s | %s %s" % (ctx.mrn_label(), ctx.mrn(pt), ctx.acct_label(), ctx.acct(pt)))
        t.append("Q: %s" % s["q"])
        t.append("Bkgd: %s %s. %s" % (s["dx"], ("since " + D(ctx.day(back=ctx.ri(2, 9)), ctx.ch(["short", "mon_d"]))), s["hx"]))
        t.append(negs(ctx, 1))
        dv = device_bit(ctx, s)
        if dv:
            t.append("Device: %s" % dv)
        if ctx.chance(0.2):
            lab, lv = ctx.lic()
            t.append("Ordering provider %s %s" % (lab, lv))
        t.append("Requesting: %s (%s) %s, callback %s" % (N(ref, ctx.ch(["dr_gi", "full_cred", "dr"])), staff_role(ctx, ref),
                                                        ctx.pager(), ctx.ext()))
        t.append("Urgency: %s. Sent %s %s." % (ctx.ch(["today", "within 24 h", "routine"]), D(ctx.today, ctx.ch(["short", "num"])), ctx.time()))
        if ctx.chance(0.5):
            t.append("Answer (%s, %s): %s. - %s" % (N(con, "dr"), D(ctx.today, "short"), s["ans"], N(con, ctx.ch(["dr_gi", "init_cred"]))))
        return "\n".join(t), layout
    elab, eid = ctx.idnum("econsult")
    form = []
    form.append("E-CONSULT REQUEST    %s %s" % (elab, eid))
    form.append("Specialty: %s    Submitted: %s %s" % (s["spec"], D(ctx.day(back=ctx.ri(1, 6)), ctx.dstyle("full")), ctx.time()))
    form.append("Patient: %s    DOB: %s    Sex: %s" % (N(pt, ctx.ch(["LAST_FIRST_MID", "LAST_FIRST", "last_first"])),
                                                     D(pt.dob, ctx.dstyle("dob")), pt.sex))
    form.append("%s: %s    %s: %s" % (ctx.mrn_label(), ctx.mrn(pt), ctx.hp_label(), ctx.hp(pt)))
    if ctx.chance(0.5):
        form.append("%s: %s" % (ctx.ssn_label(), ctx.ssn(pt)))
    if ctx.chance(0.4):
        form.append("Insurer: %s" % ctx.insurer())
    if ctx.chance(0.35):
        form.append("%s: %s" % (ctx.acct_label(), ctx.acct(pt)))
    if ctx.chance(0.5):
        form.append("Address: %s    Phone: %s" % (ctx.address(), ctx.phone()))
    lab, lv = ctx.lic()
    form.append("Referring: %s, %s    %s %s" % (N(ref, ctx.ch(["full_cred", "dr_full"])), P("HOSPITAL", clinic), lab, lv))
    form.append("Tel %s    Fax %s" % (ctx.phone("land", ext=ctx.chance(0.4)), ctx.fax()))
    form.append("Clinical question: %s" % s["q"])
    form.append("Background: %s %s with %s. %s. %s" % (ctx.age(pt.age, ctx.ch(["yr", "yo", "sexs"]), pt.sex), ctx.noun(pt),
                                                       s["dx"], s["hx"], negs(ctx, ctx.ri(1, 2))))
    dv = device_bit(ctx, s)
    if dv:
        form.append("Device: %s" % dv)
    if ctx.chance(0.5):
        form.append("Social: %s" % social(ctx, pt, 1))
    alab, av = ctx.idnum("accession")
    form.append("Attached: labs %s (%s %s)%s" % (D(ctx.day(back=ctx.ri(1, 20)), ctx.ch(["short", "num", "mon_d"])), alab, av,
                                                 (", imaging %s" % D(ctx.day(back=ctx.ri(1, 20)), "short")) if ctx.chance(0.5) else ""))
    rep = []
    rep.append("E-CONSULT RESPONSE    %s" % D(ctx.today, ctx.dstyle("full")))
    rep.append("Reviewed by %s, %s, %s" % (N(con, ctx.ch(["dr_full", "full_cred"])), s["spec"], P("HOSPITAL", hosp)))
    rep.append("Thank you for this e-consult on %s." % N(pt, ctx.ch(["title", "title_inits", "first", "gi"])))
    rep.append("Recommendation: %s." % s["ans"])
    rep.append(ctx.ch([
        "Face-to-face not needed; re-consult if no improvement by %s." % D(ctx.day(fwd=ctx.ri(14, 60)), ctx.ch(["md", "num"])),
        "I've asked %s to book %s into my clinic (%s)." % (N(ctx.staff("clerk"), "first"), pr["him"], ctx.phone("land", ext=True)),
        "Happy to discuss - %s or %s." % (ctx.pager(), ctx.email(con)),
    ]))
    rep.append("Time spent: %d min. %s" % (ctx.ch([10, 15, 20, 25, 30]), N(con, ctx.ch(["dr_gi", "init_cred", "dr"]))))
    if ctx.chance(0.3):
        rep.append("Scribed by %s for %s." % (N(ctx.staff("clerk"), ctx.ch(["full", "gi"])), N(con, "dr")))
    if layout == "econsult_form":
        return "\n".join(form) + "\n\n" + "\n".join(rep), layout
    return "\n".join(rep) + "\n\n--- original request ---\n" + "\n".join(form[:6]), layout


# ---------------------------------------------------------------- 9 reminders / results
def _reminder_sms(ctx, pt, clinic, doc):
    N, D = ctx.name, ctx.date
    d = ctx.day(fwd=ctx.ri(1, 21))
    return ctx.ch([
        "Hi %s, reminder: appt with %s at %s on %s at %s. Reply Y to confirm or call %s." % (
            N(pt, ctx.ch(["first", "first", "nick"])), N(doc, ctx.ch(["dr", "dr_full"])), P("HOSPITAL", clinic),
            D(d, ctx.ch(["wk_md", "long_wk", "wk_short"])), ctx.appt_time(), ctx.phone("land")),
        "%s: %s has an appointment on %s %s. To cancel visit %s" % (
            P("HOSPITAL", clinic), N(pt, ctx.ch(["title", "full", "gi"])), D(d, ctx.ch(["num", "wk_md"])), ctx.appt_time(), ctx.url("book")),
        "Dear %s, your %s is booked for %s at %s, %s. Bring your %s card. %s" % (
            N(pt, ctx.ch(["title", "title_full"])), ctx.ch(["blood test", "flu jab", "smear", "ECG", "diabetic review", "dressing change"]),
            D(d, ctx.ch(["long_wk", "wk_md"])), P("HOSPITAL", clinic), ctx.address(),
            ctx.ch(["insurance", "health", "clinic", "appointment"]),
            ctx.ch(["Reply STOP to opt out.", "Ph %s" % ctx.phone("land"), ""])),
        "Reminder %s: %s at %s %s. Running late? Call %s." % (
            N(pt, "first"), D(d, "wk_md"), ctx.appt_time(), P("HOSPITAL", clinic), ctx.phone("land", ext=True)),
    ])


def g_reminder(ctx):
    layout = ctx.ch(["sms_batch", "results_letter", "results_email", "sms_batch", "sms_single"])
    N, D = ctx.name, ctx.date
    clinic = ctx.hospital_raw("clinic")
    doc = ctx.staff("doc")
    if layout == "sms_batch":
        lines = ["Outbound SMS log - %s - %s" % (P("HOSPITAL", clinic), D(ctx.today, ctx.ch(["num", "iso", "long"])))]
        lines.append("Sent by: %s" % ctx.username(ctx.staff("clerk")))
        for _ in range(ctx.ri(3, 6)):
            pt = ctx.patient()
            lines.append("%s | %s | %s %s | \"%s\" | %s" % (
                ctx.time(), ctx.phone("mobile"), ctx.mrn_label(), ctx.mrn(pt), _reminder_sms(ctx, pt, clinic, doc),
                ctx.ch(["DELIVERED", "DELIVERED", "FAILED", "REPLY: Y", "REPLY: cant make it"])))
        return "\n".join(lines), layout
    pt = ctx.patient()
    s = scen(ctx, pt)
    if layout == "sms_single":
        t = _reminder_sms(ctx, pt, clinic, doc)
        if ctx.chance(0.5):
            t += "\n[reply from %s %s]: %s" % (ctx.phone("mobile"), D(ctx.today, "short"),
                                              ctx.ch(["Y", "yes thanks", "can my %s %s come instead?" % ("husband", N(ctx.relative(sex="M"), "first")),
                                                      "wrong number, this is %s" % N(ctx.relative(), "full")]))
        return t, layout
    alab, av = ctx.idnum(ctx.ch(["specimen", "accession"]))
    dt_ = ctx.day(back=ctx.ri(2, 14))
    if layout == "results_letter":
        t = []
        t.append("%s\n%s\n%s %s" % (P("HOSPITAL", clinic), ctx.address(sep="\n"), ctx.ch(["Tel", "Ph"]), ctx.phone("land")))
        t.append(D(ctx.today, ctx.dstyle("full")))
        t.append("%s\n%s" % (N(pt, ctx.ch(["title_full", "title_inits", "title_full"])), ctx.address(sep="\n")))
        t.append("%s %s   DOB %s" % (ctx.mrn_label(), ctx.mrn(pt), D(pt.dob, ctx.dstyle("dob"))))
        if ctx.chance(0.2):
            t.append("%s %s" % (ctx.ssn_label(), ctx.ssn(pt)))
        t.append("Dear %s," % N(pt, ctx.ch(["title", "first"])))
        t.append("Re: tests taken on %s (%s %s)" % (D(dt_, ctx.ch(["long", "num", "md"])), alab, av))
        t.append("%s %s. %s" % (s["res"].capitalize(), ctx.ch(["and no action is needed", "and %s would like to discuss it" % N(doc, "dr"),
                                                               "and we have sent a prescription to %s" % ctx.hosp("pharmacy")]),
                                ctx.ch(["", "Please continue your current medicines."])))
        if ctx.chance(0.25):
            t.append("Invoice for this test: %s %s (covered by %s)." % (ctx.acct_label(), ctx.acct(pt), ctx.insurer()))
        t.append(ctx.ch(["Please book a telephone appointment on %s." % ctx.phone("land"),
                         "You can view results at %s." % ctx.url("results"),
                         "If you have questions e-mail %s." % ctx.email(None, "results")]))
        t.append("Yours sincerely,\n%s\n%s" % (N(doc, ctx.ch(["dr_full", "full_cred"])), ctx.ch(["GP Partner", "Family Physician", "Consultant"])))
        if ctx.chance(0.3):
            t.append("cc: %s" % N(ctx.staff("doc"), "dr_full"))
        if ctx.chance(0.5):
            sec = ctx.staff("clerk")
            t.append("%s/%s" % (P("DOCTOR", doc.inits), P("DOCTOR", sec.inits.lower())))
        return "\n\n".join(t), layout
    t = []
    t.append("From: %s\nTo: %s\nSubject: New test result available" % (ctx.email(None, "noreply"), ctx.email(pt)))
    t.append("Hi %s," % N(pt, ctx.ch(["first", "nick", "full"])))
    t.append("A new result from %s (%s %s) has been released by %s." % (D(dt_, ctx.ch(["mon_d", "num", "long"])), alab, av, N(doc, "dr")))
    t.append("Log in at %s with your username %s to view it." % (ctx.url("portal"), ctx.username(pt)))
    t.append(ctx.ch(["%s." % s["res"].capitalize(), "Your clinician has added a comment.", ""]))
    t.append("Questions? Call %s %s (Mon-Fri 8-6)." % (P("HOSPITAL", clinic), ctx.phone("land")))
    t.append("This mailbox is not monitored. Sent to %s on %s." % (ctx.email(pt), D(ctx.today, ctx.ch(["num", "iso"]))))
    return "\n".join(x for x in t if x), layout


# ---------------------------------------------------------------- 10 incidents / complaints
def g_incident(ctx):
    layout = ctx.ch(["incident_form", "complaint_email", "incident_form", "complaint_email"])
    N, D = ctx.name, ctx.date
    hosp = ctx.hospital_raw("hosp")
    pt = ctx.patient(age=ctx.ri(18, 99))
    pr = pron(pt)
    nurse = ctx.staff("nurse")
    nurse2 = ctx.staff("nurse")
    doc = ctx.staff("doc")
    mgr = ctx.staff("nurse")
    d_evt = ctx.day(back=ctx.ri(1, 20))
    if layout == "incident_form":
        ilab, iv = ctx.idnum("incident")
        cat = ctx.ch(["medication", "equipment", "IT / information governance", "fall", "security", "medication"])
        L = []
        L.append("INCIDENT REPORT    %s %s" % (ilab, iv))
        L.append("Date/time of incident: %s %s    Reported: %s" % (D(d_evt, ctx.dstyle("full")), ctx.time(),
                                                                    D(ctx.day(back=0), ctx.ch(["short", "num"]))))
        L.append("Location: %s, %s, %s" % (ctx.hosp("ward"), ctx.ch([ctx.bed(), ctx.room(), ctx.bay_bed(), ctx.building()]), P("HOSPITAL", hosp)))
        L.append("Category: %s    Harm: %s" % (cat, ctx.ch(["none", "low", "moderate", "near miss"])))
        L.append("Patient: %s (%s %s), %s" % (N(pt, ctx.ch(["LAST_FIRST", "full", "title_full"])), ctx.mrn_label(), ctx.mrn(pt),
                                           ctx.age(pt.age, ctx.ch(["age", "aged", "yo", "sexs"]), pt.sex)))
        if ctx.chance(0.2):
            L.append("%s %s" % (ctx.ssn_label(), ctx.ssn(pt)))
        L.append("Staff involved: %s (user %s); %s" % (N(nurse, ctx.ch(["full_cred", "full", "gi_cred"])), ctx.username(nurse),
                                                     N(nurse2, ctx.ch(["full", "role_first", "gi_cred"]))))
        if cat == "medication":
            blab, bv = ctx.bioid()
            desc = ("%s was given at %s instead of the prescribed dose. Cabinet accessed with %s %s under user %s. "
                    "Second check by %s not documented." % (
                        ctx.ch(["enoxaparin 80 mg", "insulin 40 units", "morphine 10 mg", "gentamicin 480 mg"]), ctx.time(),
                        blab, bv, ctx.username(nurse2), N(nurse2, "first")))
        elif cat == "equipment":
            dlab, dv = ctx.device()
            desc = "Infusion pump (%s %s) stopped mid-infusion and showed error E-%d. %s. Pump quarantined and BME informed (%s)." % (
                dlab, dv, ctx.ri(10, 99), clinical.neg(ctx, 1), ctx.ext())
        elif cat.startswith("IT"):
            desc = ("Record of %s opened by user %s from workstation %s at %s with no clinical relationship; "
                    "also accessed from %s. Login account %s suspended." % (
                        N(pt, "full"), ctx.username(), ctx.ip(), ctx.time(), ctx.ip(), ctx.username()))
        elif cat == "fall":
            desc = "Unwitnessed fall found by %s at %s. %s. Obs: %s. %s reviewed - %s. %s %s informed by phone (%s)." % (
                N(nurse2, ctx.ch(["first", "full"])), ctx.time(), "Falls risk assessment completed on admission",
                clinical.fill(ctx, "BP {i:100-160}/{i:60-90}, HR {i:60-110}, GCS 15"), N(doc, "dr"),
                clinical.neg(ctx, 1).rstrip("."), ctx.ch(["Daughter", "Son", "Wife", "Husband"]), N(ctx.relative(), "full"), ctx.phone("mobile"))
        else:
            vlab, vv = ctx.vehicle()
            llab, lv = ctx.lic("driver")
            desc = ("Visitor %s became aggressive at the nurses' station. Security (%s) attended and noted %s %s. "
                    "Visitor left in vehicle %s %s from %s." % (
                        N(ctx.relative(), ctx.ch(["full", "first"])), ctx.ext(), llab, lv, vlab, vv, ctx.landmark()))
        L.append("Description: %s" % desc)
        if ctx.chance(0.5):
            L.append("Witness: %s, %s" % (N(ctx.staff(ctx.ch(["nurse", "clerk", "doc"])), ctx.ch(["full", "full_cred"])), ctx.ext()))
        L.append("Immediate action: %s" % ctx.ch(["patient reviewed, obs stable", "duty manager informed", "Datix submitted",
                                                 "pharmacy informed", "family updated"]))
        L.append("Reported by: %s    Manager notified: %s on %s" % (N(nurse, ctx.ch(["full", "gi_cred"])), N(mgr, ctx.ch(["full", "full_cred"])),
                                                                   D(ctx.day(back=0), ctx.ch(["short", "num", "mon_d"]))))
        return "\n".join(L), layout
    rel = ctx.relative()
    relw = {"F": ctx.ch(["mother", "mum", "wife", "sister", "nan"]), "M": ctx.ch(["father", "dad", "husband", "brother", "grandad"])}[pt.sex]
    clab, cv = ctx.idnum("complaint")
    L = []
    L.append("From: %s <%s>\nTo: %s\nDate: %s\nSubject: %s" % (
        N(rel, "full"), ctx.email(rel), ctx.email(None, ctx.ch(["pals", "patientrelations", "complaints", "feedback"])),
        D(ctx.today, ctx.ch(["long_wk", "num"])),
        ctx.ch(["Complaint about my %s's care" % relw, "Formal complaint - %s" % N(pt, "full"), "Very unhappy", "complaint"])))
    L.append(ctx.ch(["Dear Sir/Madam,", "To whom it may concern,", "Dear Patient Advice team,", "Hi,"]))
    idp = ctx.ch(["DOB %s" % D(pt.dob, "num"), "%s %s" % (ctx.mrn_label(), ctx.mrn(pt)),
                  "%s %s" % (ctx.ssn_label(), ctx.ssn(pt)),
                  "NHS no. %s" % P("MRN", ctx.pid(pt, "nhs")) if ctx.loc == "UK" else "DOB %s" % D(pt.dob, "long")])
    L.append("I am writing about my %s, %s (%s), who was admitted to %s at %s on %s." % (
        relw, N(pt, ctx.ch(["full", "title_full", "full_mid"])), idp, ctx.hosp("ward"), P("HOSPITAL", hosp),
        D(d_evt, ctx.ch(["long", "md", "num", "ord"]))))
    L.append(ctx.ch([
        "%s is %s and was left in a wet bed for hours. %s was kind but clearly overworked." % (
            pr["He"], P("AGE", str(pt.age)) + " years old",
            cap(N(nurse, "role_first")) if ctx.loc in ("ZA", "UK", "IE") else "Nurse " + N(nurse, "first")),
        "On %s at around %s we were told by %s that %s was fit to go home, and %s was readmitted two days later." % (
            D(min(ctx.today, d_evt + dt.timedelta(days=ctx.ri(1, 5))), ctx.ch(["wk_md", "md", "long_wk"])), ctx.time(), N(doc, ctx.ch(["dr", "dr_full"])),
            pr["he"], pr["he"]),
        "%s's %s was not given for a whole day. I spoke to %s, who said the pharmacy had none." % (
            N(pt, "first"), s_med(ctx), N(nurse, ctx.ch(["role_first", "full"]))),
    ]))
    L.append(ctx.ch([
        "When I came to visit, my car (%s %s) was clamped in the %s even though I had paid." % (*ctx.vehicle(), ctx.landmark()),
        "I work as %s at %s and had to take unpaid leave to sit with %s." % (prof_phrase(ctx), ctx.org(), pr["him"]),
        ("%s is a retired %s aged %s and nobody explained the plan to us." % (pr["He"], ctx.prof(), P("AGE", str(pt.age))))
        if pt.age >= 65 else
        ("%s works as %s and is the main earner; nobody explained the plan to us." % (pr["He"], prof_phrase(ctx))),
        "My brother %s flew in from %s and could not get any information." % (N(ctx.relative(sex="M"), "first"), ctx.country()),
    ]))
    L.append("I expect a written response by %s. You can reach me on %s or at %s." % (
        D(ctx.day(fwd=ctx.ri(10, 30)), ctx.ch(["md", "long", "num"])), ctx.phone("mobile"), ctx.address()))
    if ctx.chance(0.3):
        sib = ctx.relative()
        L.append("My %s %s and I would like a meeting with %s and %s." % (
            ctx.rel_word(sib), N(sib, "first"), N(doc, "dr"), N(mgr, ctx.ch(["full", "role_first"]))))
    L.append("Yours sincerely,\n%s" % N(rel, ctx.ch(["full", "title_full"])))
    out = "\n\n".join(L)
    if ctx.chance(0.6):
        po = ctx.staff("clerk")
        ack = ("From: %s <%s>\nSubject: RE: complaint (%s %s)\n\nDear %s,\nThank you for contacting us. Your complaint "
               "has been logged under reference %s and passed to %s, %s. We aim to reply within 20 working days. "
               "Please quote %s in any correspondence.\n\n%s\nPatient Relations Officer\n%s\n%s | %s" % (
                   N(po, "full"), ctx.email(po), clab, cv, N(rel, ctx.ch(["title", "title_full", "first"])),
                   cv, N(mgr, ctx.ch(["full", "full_cred"])),
                   ctx.ch(["Ward Manager", "Matron", "Director of Nursing"]), cv,
                   N(po, ctx.ch(["full", "gi"])), P("HOSPITAL", hosp), ctx.phone("land", ext=True), ctx.email(None, "patientrelations")))
        out = ack + "\n\n-----Original Message-----\n" + out
    return out, layout


def s_med(ctx):
    return ctx.ch(["insulin", "Sinemet", "apixaban", "levothyroxine", "morphine patch", "Keppra", "antibiotic"])
