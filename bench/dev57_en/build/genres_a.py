"""Genres 1-5: clinical questions, portal messages, advice-line calls,
handover lists, pager/text threads."""

from markup import P
import clinical
import pools
from clinical import scen, SPEC_SHORT
from helpers import a_an, pron, prof_phrase, social, staff_role, negs, device_bit

# emergency short codes are generic services, not PHI (left unannotated)
EMERG = {"US": "911", "CA": "911", "UK": "999", "IE": "112", "AU": "000", "IN": "108", "ZA": "10177"}


def cap(s):
    return s[:1].upper() + s[1:]


def past(ctx):
    return ctx.ch(clinical.REL_PAST)


# ---------------------------------------------------------------- 1 questions
def g_question(ctx):
    layout = ctx.ch(["forum_post", "colleague_dm", "group_chat_question"])
    pt = ctx.patient()
    sx, pr = pt.sex, pron(pt)
    s = scen(ctx, pt)
    doc = ctx.staff("doc")
    me = ctx.staff("doc")
    hosp = ctx.hospital_raw("hosp")
    clinic = ctx.hospital_raw("clinic")
    d1 = ctx.day(back=ctx.ri(3, 20))
    d2 = ctx.day(back=ctx.ri(0, 2))
    N, D = ctx.name, ctx.date

    opener = ctx.ch([
        "%s with %s, seen %s by %s at %s." % (ctx.age(pt.age, "sexs", sx), s["dx"], D(d1, "wk_short"),
                                              N(doc, "dr_gi"), P("HOSPITAL", ctx.ch([hosp, clinic]))),
        "Curbside q: %s, %s, %s - admitted %s to %s." % (N(pt, "title_inits"), ctx.age(pt.age, "bare"),
                                                        s["dx"], ctx.drange(d1, d2), P("HOSPITAL", hosp)),
        "Pt %s (%s) with %s, under %s at %s since %s." % (N(pt, "inits_dot"), ctx.age(pt.age, "yoM", sx),
                                                          s["dx"], N(doc, "dr"), P("HOSPITAL", hosp), D(d1)),
        "Saw %s %s %s (%s) in clinic %s with %s." % ("an" if str(pt.age).startswith("8") or pt.age in (11, 18) else "a",
                                                    ctx.age(pt.age, "yr"), ctx.noun(pt), N(pt, "gi"),
                                                    D(d2, ctx.ch(["wk_short", "mon_d", "short"])), s["dx"]),
        "%s %s, %s - %s. Referred by %s (%s) on %s." % (ctx.age(pt.age, "yo"), sx, N(pt, "first"), s["dx"],
                                                       N(doc, "dr_gi"), P("HOSPITAL", clinic), D(d1, "short")),
        "%s %s with %s, seen by %s in %s clinic %s." % (N(pt, "title"), ctx.age(pt.age, "paren"), s["dx"],
                                                       N(doc, "dr_full"), s["spec"], D(d1, ctx.ch(["wk_md", "ord"]))),
    ])
    body = [opener, cap(s["hx"]) + ".", negs(ctx, ctx.ri(1, 3))]
    dv = device_bit(ctx, s)
    if dv and ctx.chance(0.8):
        body.append("Has a %s." % dv)
    if ctx.chance(0.6):
        body.append(social(ctx, pt, ctx.ri(1, 2)))
    if ctx.chance(0.55):
        d3 = ctx.day(back=ctx.ri(21, 400))
        body.append(ctx.ch([
            "Similar episode %s, notes at %s." % (D(d3, ctx.ch(["my", "num", "long"])), ctx.hosp("hosp")),
            "Last echo %s was normal." % D(d3, "short"),
            "Had the same thing around %s." % ctx.holiday(),
            "Symptoms started just after %s." % ctx.holiday(),
            "Known to %s since %s." % (N(ctx.staff("doc"), "dr"), D(d3, "y")),
        ]))
    if ctx.chance(0.45):
        rel = ctx.relative()
        body.append(ctx.ch([
            "%s %s %s is pushing for a transfer to %s." % (pr["His"], ctx.rel_word(rel), N(rel, "first"), ctx.hosp("hosp")),
            "Wants to fly to %s on %s for %s %s's wedding." % (ctx.country(), D(ctx.day(fwd=ctx.ri(7, 60)), "md"),
                                                            pr["his"], ctx.rel_word(rel)),
            "%s %s (%s) called me %s, very worried." % (pr["His"], ctx.rel_word(rel), N(rel, "full"), past(ctx)),
        ]))
    if ctx.chance(0.5):
        body.append("(%s %s if you want to look %s up.)" % (ctx.mrn_label(), ctx.mrn(pt), pr["him"]))
    body.append(ctx.ch(["Q: ", "Question - ", "My question: ", "", "Thoughts? "]) + s["q"])
    sign = ctx.ch([
        "Thanks, %s (%s, %s)" % (N(me, "first"), staff_role(ctx, me), ctx.pager()),
        "- %s" % N(me, "dr_gi"),
        "Cheers %s" % N(me, ctx.ch(["first", "lower_first"])),
        "%s, %s | %s" % (N(me, "full_cred"), P("HOSPITAL", ctx.ch([hosp, clinic])), ctx.phone("land", ext=True)),
    ])
    text = " ".join(body)
    if layout == "forum_post":
        title = "%s - %s input? (%s)" % (s["dx"], SPEC_SHORT.get(s["spec"], s["spec"]),
                                         ctx.age(pt.age, ctx.ch(["sexs", "sexc", "yo"]), sx))
        head = "Board: %s curbside\nTopic: %s\nPosted by %s on %s at %s\n\n" % (
            s["spec"], title, ctx.username(me), D(ctx.today, "full"), ctx.time())
        out = head + text + "\n" + sign
        for _ in range(ctx.ri(1, 3)):
            other = ctx.staff("doc")
            reply = ctx.ch([
                "Agree with %s above. What we do: %s." % (N(me, "first"), s["ans"]),
                "My advice: %s. Happy to see %s at %s - ask for %s, %s." % (
                    s["ans"], pr["him"], ctx.hosp("clinic"), N(other, "dr"), ctx.phone("land", ext=True)),
                "@%s we had a near-identical case %s; %s." % (ctx.username(me), D(ctx.day(back=ctx.ri(30, 300)), "my"),
                                                              s["ans"]),
                "Not my area but %s (%s) is the person to ask - %s." % (N(ctx.staff("doc"), "dr_full"),
                                                                      ctx.hosp("hosp"), ctx.email(other)),
            ])
            out += "\n\n---\nRe: %s\nby %s | %s\n%s" % (s["dx"], ctx.username(other),
                                                        D(ctx.day(fwd=ctx.ri(0, 2)), ctx.ch(["num", "mon_d", "iso"])), reply)
        return out, layout
    if layout == "colleague_dm":
        to = ctx.staff("doc")
        greet = ctx.ch(["Hi %s," % N(to, "first"), "Hey %s -" % N(to, "lower_first"),
                        "Dear %s," % N(to, "dr"), "%s, quick one:" % N(to, "first")])
        return "%s\n%s\n%s" % (greet, text, sign), layout
    grp = ctx.ch(["%s juniors" % ctx.hosp("hosp"), "Med reg group", "GP peer group", "Night team chat"])
    return "[%s] %s %s:\n%s\n%s" % (grp, ctx.time(), N(me, "full"), text, sign), layout


# ---------------------------------------------------------------- 2 portal
def g_portal(ctx):
    layout = ctx.ch(["portal_thread", "portal_single", "portal_thread"])
    pt = ctx.patient(age=ctx.ri(19, 88))
    pr = pron(pt)
    s = scen(ctx, pt)
    doc = ctx.staff("doc")
    nurse = ctx.staff(ctx.ch(["nurse", "nurse", "pharm", "clerk"]))
    clinic = ctx.hospital_raw("clinic")
    N, D = ctx.name, ctx.date
    lower = ctx.chance(0.35)
    head = "%s Patient Portal (%s)\nPatient: %s | %s %s | DOB %s\nPortal user: %s\n" % (
        P("HOSPITAL", clinic), ctx.url("portal"), N(pt, ctx.ch(["LAST_FIRST", "last_first", "full"])),
        ctx.mrn_label(), ctx.mrn(pt), D(pt.dob, style=ctx.dstyle("dob")), ctx.username(pt))
    if ctx.chance(0.15):
        head += "%s %s\n" % (ctx.ssn_label(), ctx.ssn(pt))
    rel = ctx.relative()
    parts = []
    parts.append(ctx.ch(["hi dr " + P("DOCTOR", doc.family.lower()), "Hello %s," % N(doc, "dr"),
                         "Dear %s" % N(doc, "dr_full"), "Hi team,", "Hi %s," % N(nurse, "first")]))
    parts.append(ctx.ch([
        "it's %s again." % N(pt, "lower_first" if lower else "first"),
        "This is %s (DOB %s)." % (N(pt, "full"), D(pt.dob, "num")),
        "",
    ]))
    if ctx.chance(0.1):
        parts.append("ever since %s %s." % (ctx.holiday(), s["lay"]))
    elif ctx.chance(0.6):
        parts.append("since %s %s." % (D(ctx.day(back=ctx.ri(2, 14)), ctx.ch(["mon_d", "wk_short", "md"])), s["lay"]))
    else:
        parts.append("%s %s." % (s["lay"], past(ctx)))
    dv = device_bit(ctx, s)
    if dv:
        parts.append("it's the %s if that helps." % dv)
    if ctx.chance(0.6):
        parts.append(ctx.ch([
            "my %s %s thinks I should come in." % (ctx.rel_word(rel), N(rel, "lower_first" if lower else "first")),
            "my %s %s will drive me, %s number is %s." % (ctx.rel_word(rel), N(rel, "full"), pron(rel)["his"],
                                                          ctx.phone("mobile")),
            "%s (my %s) says the pharmacy at %s ran out of my %s." % (
                N(rel, "first"), ctx.rel_word(rel), ctx.hosp("pharmacy"),
                s["med"].split(",")[0] if s["med"] != "nil" else "tablets"),
        ]))
    if ctx.chance(0.6) and pt.age >= 68:
        parts.append(ctx.ch([
            "I'm a retired %s and live on my own since my %s passed." % (
                ctx.prof(), ctx.ch(["husband", "wife"]) + " " + N(ctx.relative(), "first")),
            "I used to work as %s at %s so I know the area well." % (prof_phrase(ctx), ctx.org()),
        ]))
    elif ctx.chance(0.6):
        parts.append(ctx.ch([
            "I work as %s at %s and can't get time off before %s." % (prof_phrase(ctx), ctx.org(),
                                                                    D(ctx.day(fwd=ctx.ri(2, 10)), ctx.ch(["wk_md", "md", "short"]))),
            "can you fax the sick note to my work (%s) at %s?" % (ctx.org(), ctx.fax()),
            "I'm %s so I'm on my feet all day." % prof_phrase(ctx),
            "my employer %s needs a fit note by %s." % (ctx.org(), D(ctx.day(fwd=ctx.ri(2, 10)), "md")),
        ]))
    if ctx.chance(0.5):
        parts.append(ctx.ch([
            "my new number is %s." % ctx.phone("mobile"),
            "new address: %s." % ctx.paddr(pt),
            "please use %s not my old email." % ctx.email(pt),
            "I'm away in %s from %s." % (ctx.country(), D(ctx.day(fwd=ctx.ri(5, 40)), "md")),
        ]))
    if ctx.chance(0.25):
        parts.append(ctx.ch([
            "also I was billed twice on account %s, can someone look?" % ctx.acct(pt),
            "can I get a disabled parking permit? my car %s is %s." % ctx.vehicle(),
            "the invoice says %s %s but I paid at the desk." % (ctx.acct_label().lower(), ctx.acct(pt)),
        ]))
    if ctx.chance(0.35):
        parts.append("my %s is %s %s." % (ctx.ch(["insurance", "plan", "cover"]), ctx.hp_label(), ctx.hp(pt)))
    parts.append(ctx.ch(["thanks", "Thanks,", "thank you", "Many thanks", "cheers"]) + " " +
                 N(pt, ctx.ch(["first", "lower_first", "full", "nick"])))
    body = " ".join(x for x in parts if x)
    if lower:
        body = body.replace("This is", "this is").replace("Hello", "hello")
    msg1 = "From: %s | Sent: %s %s\nSubject: %s\n%s" % (
        N(pt, "full"), D(ctx.today, ctx.ch(["num", "num2", "iso"])), ctx.time(),
        ctx.ch(["question", "re: my meds", "appointment", s["dx"].lower(), "test results", "help"]), body)
    audit = ""
    if ctx.chance(0.45):
        audit = "\n[audit] message created by %s from %s" % (ctx.username(pt), ctx.ip())
        if ctx.chance(0.4):
            audit += " (biometric login, %s %s)" % ctx.bioid()
    if layout == "portal_single":
        return head + "---\n" + msg1 + audit, layout
    reply = []
    reply.append(ctx.ch(["Hi %s," % N(pt, "first"), "Dear %s," % N(pt, "title"), "Hello %s," % N(pt, "first")]))
    reply.append(ctx.ch([
        "thanks for your message. %s reviewed your results from %s." % (N(doc, "dr"), D(ctx.day(back=ctx.ri(1, 9)), "md")),
        "I spoke with %s about this today." % N(doc, "dr_full"),
        "%s has asked me to reply." % N(doc, "dr"),
    ]))
    reply.append(ctx.ch([
        "Plan: %s." % s["ans"].split(";")[0],
        "Please book a review; we have %s at %s." % (D(ctx.day(fwd=ctx.ri(1, 14)), ctx.ch(["wk_md", "long_wk", "wk_short"])),
                                                    ctx.appt_time()),
        ("Please go to the %s ED if it gets worse, or call %s." % (ctx.hosp("hosp"), EMERG[ctx.loc]))
        if ctx.loc in ("US", "CA", "AU", "ZA") else "Please attend A&E at %s if it gets worse." % ctx.hosp("hosp"),
    ]))
    if ctx.chance(0.6):
        reply.append("You can call us on %s (option %d)." % (ctx.phone("land"), ctx.ri(1, 4)))
    if ctx.chance(0.35):
        reply.append("Your prescription was sent to %s (%s %s)." % (ctx.hosp("pharmacy"), *ctx.idnum("rx")))
        if ctx.chance(0.5):
            lab, lv = ctx.lic()
            reply.append("Prescriber: %s, %s %s." % (N(doc, "dr_full"), lab, lv))
    if ctx.chance(0.3):
        reply.append("Book online at %s." % ctx.url("book"))
    reply.append("\n" + ctx.ch(["Kind regards,", "Thanks,", "Best,", "Regards"]) + "\n" +
                 N(nurse, ctx.ch(["full_cred", "gi_cred", "first_cred", "full"])) + "\n" + P("HOSPITAL", clinic))
    msg2 = "From: %s | Sent: %s %s\n%s" % (N(nurse, "full"), D(ctx.day(fwd=ctx.ri(0, 1)), ctx.ch(["num", "iso"])),
                                           ctx.time(), " ".join(reply))
    out = head + "---\n" + msg1 + "\n---\n" + msg2
    if ctx.chance(0.4):
        out += "\n---\nFrom: %s\n%s" % (N(pt, "full"), ctx.ch([
            "ok thank you, see you %s" % D(ctx.day(fwd=ctx.ri(1, 14)), "wk_short"),
            "thanks %s!" % N(nurse, "lower_first"),
            "my %s %s can bring me. thanks" % (ctx.rel_word(rel), N(rel, "first")),
        ]))
    return out + audit, layout


# ---------------------------------------------------------------- 3 advice line
def g_advice(ctx):
    layout = ctx.ch(["call_form", "call_prose", "call_form"])
    age = ctx.ch([ctx.ri(0, 4), ctx.ri(5, 17), ctx.ri(18, 95), ctx.ri(18, 95)])
    pt = ctx.patient(age=age)
    pr = pron(pt)
    s = scen(ctx, pt)
    child = age < 18
    self_call = (not child) and ctx.chance(0.3)
    if child:
        caller = ctx.kin(pt, sex=ctx.ch("MF"))
        rel = ctx.ch(["mum", "mother"]) if caller.sex == "F" else ctx.ch(["dad", "father"])
    else:
        caller = ctx.relative()
        rel = ctx.rel_word(caller)
    nurse = ctx.staff("nurse")
    gp = ctx.staff("doc")
    N, D = ctx.name, ctx.date
    service = pools.SERVICES[ctx.loc]
    if age < 1:
        age_txt = P("AGE", str(ctx.ri(2, 11))) + "-month-old"
    else:
        age_txt = ctx.age(age, ctx.ch(["yo", "yr", "yrs", "age", "bare"]), pt.sex)
    disp = ctx.ch([
        "Disposition: attend ED at %s within 1 hour." % ctx.hosp("hosp"),
        "Disposition: see GP within 24 h - appt booked with %s at %s %s %s." % (
            N(gp, "dr"), ctx.hosp("clinic"), D(ctx.day(fwd=1), "wk_md"), ctx.appt_time()),
        "Disposition: self-care advice given; call back if worse or ring %s for red flags." % EMERG[ctx.loc],
        "Disposition: ambulance dispatched to %s." % ctx.paddr(pt),
        "Disposition: pharmacist advice - %s." % ctx.hosp("pharmacy"),
    ])
    who = caller if not self_call else pt
    if layout == "call_form":
        cid_lab, cid = ctx.idnum("case")
        lines = [
            "%s - Call Record" % P("ORGANIZATION", service),
            "%s: %s    Date: %s    Time: %s" % (cid_lab, cid, D(ctx.today, ctx.dstyle("full")), ctx.time()),
            "Caller: %s (%s)    Callback: %s" % (N(who, "full"), "self" if self_call else rel, ctx.phone("mobile")),
            "Patient: %s    DOB: %s    Age: %s    Sex: %s" % (N(pt, ctx.ch(["full", "LAST_FIRST", "last_first"])),
                                                              D(pt.dob, ctx.dstyle("dob")),
                                                              P("AGE", str(age)) if age >= 1 else age_txt, pt.sex),
            "Address: %s" % ctx.paddr(pt),
            "%s: %s, %s" % ("PCP" if ctx.loc == "US" else "Family doctor" if ctx.loc == "CA" else "Usual GP",
                            N(gp, "dr"), ctx.hosp("clinic")),
        ]
        if ctx.chance(0.55):
            lines.append("%s: %s" % (ctx.hp_label(), ctx.hp(pt)))
        if ctx.loc == "UK" and ctx.chance(0.5):
            lines.append("NHS no: %s" % P("MRN", ctx.pid(pt, "nhs")))
        elif ctx.chance(0.3):
            lines.append("%s: %s" % (ctx.ssn_label(), ctx.ssn(pt)))
        if ctx.chance(0.15):
            lines.append("Identity: caller verified by %s %s" % ctx.bioid())
        lines.append("Reason for call: \"%s\" - %s." % (s["lay"], past(ctx)))
        lines.append("Assessment: %s. %s" % (s["hx"], negs(ctx, 1)))
        dv = device_bit(ctx, s)
        if dv:
            lines.append("Caller read out the %s." % dv)
        if child:
            sib = ctx.kin(pt)
            lines.append("Lives with %s and %s %s %s. %s" % (
                rel if rel in ("mum", "dad") else ("mum" if caller.sex == "F" else "dad"), pr["his"],
                "brother" if sib.sex == "M" else "sister", N(sib, "first"), social(ctx, pt, 1)))
        else:
            lines.append("Social: %s" % social(ctx, pt, ctx.ri(1, 2)))
        lines.append(disp)
        if ctx.chance(0.15):
            lines.append("%s %s" % (ctx.acct_label(), ctx.acct(pt)))
        lines.append("Nurse: %s (user %s) %s" % (N(nurse, ctx.ch(["full_cred", "gi_cred", "full"])),
                                                 ctx.username(nurse), ctx.ext()))
        return "\n".join(lines), layout
    t = []
    t.append("%s %s: call from %s, %s of %s (%s, DOB %s), on %s." % (
        D(ctx.today, ctx.ch(["num", "wk_short", "iso"])), ctx.time(),
        N(caller, ctx.ch(["full", "title", "first"])), rel,
        N(pt, ctx.ch(["full", "first", "nick"])), age_txt, D(pt.dob, "num"), ctx.phone("mobile")))
    t.append("Says \"%s\", started %s." % (s["lay"], past(ctx)))
    t.append("Reports %s. %s" % (s["hx"], negs(ctx, ctx.ri(1, 2))))
    if ctx.chance(0.5):
        t.append("Seen at %s %s by %s." % (ctx.hosp(ctx.ch(["clinic", "hosp"])),
                                          D(ctx.day(back=ctx.ri(2, 30)), ctx.ch(["md", "short", "wk_short"])),
                                          N(gp, ctx.ch(["dr", "dr_gi"]))))
    if ctx.chance(0.5):
        t.append(social(ctx, pt, 1))
    if ctx.chance(0.12):
        lab, lv = ctx.lic("driver")
        t.append("ID confirmed against %s %s." % (lab, lv))
    t.append(disp)
    t.append("Rang back %s at %s - %s." % (N(caller, "first"), ctx.time(), ctx.ch(["no answer, left VM",
                                                                                  "improving", "on way to ED"])))
    t.append("%s %s" % (N(nurse, ctx.ch(["gi_cred", "full_cred", "role_first"])), ctx.ext()))
    return " ".join(t), layout


# ---------------------------------------------------------------- 4 handover
def g_handover(ctx):
    layout = ctx.ch(["handover_table", "handover_bullets", "handover_lines"])
    N, D = ctx.name, ctx.date
    place = ctx.hospital_raw(ctx.ch(["ward", "hosp"]))
    frm, to = ctx.staff("doc"), ctx.staff("doc")
    head = ctx.ch([
        "%s handover - %s - %s" % (ctx.ch(["Night", "Weekend", "Evening", "Twilight"]), P("HOSPITAL", place),
                                   D(ctx.today, ctx.ch(["wk_short", "long_wk", "wk_md", "num"]))),
        "Sign-out %s | %s -> %s | %s" % (D(ctx.today, ctx.ch(["wk_short", "num"])), N(frm, ctx.ch(["dr", "first"])),
                                         N(to, ctx.ch(["dr", "first"])), P("HOSPITAL", place)),
        "%s list for %s, on-call %s %s" % (P("HOSPITAL", place), D(ctx.today, ctx.ch(["wk_md", "long"])),
                                           N(to, "dr_gi"), ctx.pager()),
    ])
    lines = [head]
    if layout == "handover_table":
        lines.append("Bed | Name | Age | Issues | To do")
    n = ctx.ri(5, 11)
    beds = ctx.r.sample(range(1, 36), n)
    for i in range(n):
        pt = ctx.patient(age=ctx.ri(19, 98))
        s = scen(ctx, pt)
        bed = "%d%s" % (beds[i], ctx.ch(["", "", "A", "B"]))
        name = N(pt, ctx.ch(["LAST_FIRST", "last_first", "title", "full", "gi", "surname", "LAST_FIRST"]))
        age = ctx.age(pt.age, ctx.ch(["sexc", "sexs", "bare", "yo"]), pt.sex)
        todo = ctx.ch(s["todo"])
        extra = []
        if ctx.chance(0.35):
            extra.append("%s %s" % (ctx.mrn_label(), ctx.mrn(pt)))
        if ctx.chance(0.25):
            rel = ctx.relative()
            extra.append(ctx.ch(["%s %s aware (%s)" % (ctx.rel_word(rel), N(rel, "first"), ctx.phone("mobile")),
                                 "call %s %s if deteriorates" % (ctx.rel_word(rel), N(rel, "first")),
                                 "NOK %s %s" % (ctx.rel_word(rel), N(rel, "full"))]))
        if ctx.chance(0.3):
            extra.append(ctx.ch(["adm %s" % D(ctx.day(back=ctx.ri(1, 12)), "short"),
                                 "op %s" % D(ctx.day(back=ctx.ri(1, 5)), "short"),
                                 "echo %s" % D(ctx.day(back=ctx.ri(0, 5)), "short"),
                                 "CT %s" % D(ctx.day(fwd=1), "short"),
                                 "%s-%s abx" % (D(ctx.day(back=ctx.ri(3, 6)), "short"), D(ctx.day(fwd=ctx.ri(1, 4)), "short")),
                                 "d/c planned %s" % D(ctx.day(fwd=ctx.ri(1, 3)), "wk_short")]))
        if pt.age >= 70 and ctx.chance(0.25):
            extra.append("from %s" % ctx.hosp("carehome"))
        if ctx.chance(0.12):
            extra.append("%s (SHx)" % (ctx.ch(["ex-", "retired ", ""]) + P("PROFESSION", ctx.prof_raw())))
        if ctx.chance(0.2):
            extra.append(clinical.neg(ctx, 1).rstrip("."))
        if s.get("device") and ctx.chance(0.5):
            extra.append(device_bit(ctx, s))
        if ctx.chance(0.04):
            extra.append("taxi home booked (%s %s)" % ctx.vehicle())
        ex = ("; " + "; ".join(extra)) if extra else ""
        if layout == "handover_table":
            lines.append("%s | %s | %s | %s%s | %s" % (P("LOCATION_OTHER", bed), name, age, s["dx"], ex, todo))
        elif layout == "handover_bullets":
            lines.append("- Bed %s: %s, %s - %s. %s%s. To do: %s." % (P("LOCATION_OTHER", bed), name, age, s["dx"],
                                                                    cap(s["hx"].split(",")[0]), ex, todo))
        else:
            lines.append("%s) %s %s %s - %s%s >> %s" % (P("LOCATION_OTHER", bed), name, age, s["dx"],
                                                       s["hx"].split(",")[0], ex, todo))
    foot = ctx.ch([
        "Bleep %s if any issues. %s" % (P("PHONE", str(ctx.ri(1000, 7999))), N(frm, "first")),
        "Reg on call: %s %s. Site manager %s." % (N(ctx.staff("doc"), "dr"), ctx.pager(), ctx.ext()),
        "Any probs ring %s on %s." % (N(frm, ctx.ch(["first", "lower_first"])), ctx.phone("mobile")),
        "Handed over by %s to %s at %s." % (N(frm, "dr_gi"), N(to, "dr_gi"), ctx.time()),
    ])
    lines.append(foot)
    return "\n".join(lines), layout


# ---------------------------------------------------------------- 5 pager / text
def g_pager(ctx):
    layout = ctx.ch(["pager_log", "sms_thread", "secure_chat"])
    N, D = ctx.name, ctx.date
    nurse = ctx.staff("nurse")
    doc = ctx.staff("doc")
    reg = ctx.staff("doc")
    pt = ctx.patient(age=ctx.ri(20, 97))
    pt2 = ctx.patient(age=ctx.ri(20, 97))
    s = scen(ctx, pt)
    ward = ctx.hospital_raw("ward")
    msgs = []
    loc1 = ctx.ch([ctx.bed(), ctx.room(), ctx.bay_bed()])
    msgs.append((nurse, "%s %s %s %s. %s. %s pls review" % (
        P("HOSPITAL", ward), loc1, N(pt, ctx.ch(["title", "lower_surname", "LAST_FIRST", "first", "lower_full"])),
        ctx.age(pt.age, ctx.ch(["paren", "sexc", "yo2"]), pt.sex), s["hx"].split(",")[0],
        clinical.neg(ctx, 1))))
    msgs.append((doc, ctx.ch(["ok coming in 10", "on my way, in resus atm", "can u do bloods + gas",
                              "pls repeat obs, will be there after %s" % N(ctx.patient(), "lower_surname")])))
    fam = ctx.relative()
    msgs.append((nurse, ctx.ch([
        "%s (%s %s) says %s usually %s" % (N(fam, "first"), pron(pt)["his"], ctx.rel_word(fam), pron(pt)["he"],
                                           ctx.ch(["much brighter", "mobile with frame", "eats well"])),
        "family want update - %s %s on %s" % (ctx.rel_word(fam), N(fam, ctx.ch(["first", "lower_first"])), ctx.phone("mobile")),
        "%s in %s also spiking, %s" % (N(pt2, ctx.ch(["title", "lower_surname", "surname"])),
                                       ctx.ch([ctx.bed(), ctx.room()]), ctx.age(pt2.age, "paren")),
        "gas: %s" % clinical.fill(ctx, "pH {g:7.21-7.44}, lac {f:0.9-4.8}"),
        "pump in %s alarming again, %s %s" % (ctx.bed(), *ctx.device()),
    ])))
    msgs.append((doc, ctx.ch([
        "escalating to reg %s %s" % (N(reg, ctx.ch(["first", "dr"])), ctx.pager()),
        "d/w %s, plan: %s" % (N(reg, "dr"), s["ans"].split(";")[0]),
        "call me on %s if worse" % ctx.phone("mobile"),
        "pls fax drug chart to pharmacy %s" % ctx.fax(),
    ])))
    if ctx.chance(0.6):
        msgs.append((reg, ctx.ch([
            "seen %s. %s. %s %s for the ICU referral" % (N(pt, "surname"), s["dx"], ctx.mrn_label(), ctx.mrn(pt)),
            "ok. also can someone check on %s in %s - %s" % (N(pt2, "full"), ctx.room(), clinical.neg(ctx, 1)),
            "ta. ring %s (ICU) on %s" % (N(ctx.staff("doc"), "first"), ctx.ext()),
            "transport here for %s, taxi %s %s at main entrance" % (N(pt2, "title"), *ctx.vehicle()),
        ])))
    if ctx.chance(0.5):
        msgs.append((nurse, ctx.ch(["thx %s" % N(doc, "lower_first"), "thanks dr %s" % P("DOCTOR", doc.family.lower()),
                                    "ok ta", "thanks %s" % N(doc, "first")])))
    out = []
    t0 = ctx.ri(0, 23)
    mm = ctx.ri(0, 40)
    if layout == "pager_log":
        out.append("Paging log %s - %s" % (D(ctx.today, ctx.ch(["num", "iso", "wk_short"])), P("HOSPITAL", ctx.hospital_raw("hosp"))))
        for k, (who, m) in enumerate(msgs):
            tm = "%02d:%02d" % ((t0 + (mm + 4 * k) // 60) % 24, (mm + 4 * k) % 60)
            src = ctx.ext() if who.kind == "nurse" else ctx.pager()
            out.append("[%s] %s (%s): %s" % (tm, N(who, ctx.ch(["full", "gi", "first"])), src, m))
    elif layout == "sms_thread":
        out.append("Thread: %s / %s" % (ctx.phone("mobile"), ctx.phone("mobile")))
        for k, (who, m) in enumerate(msgs):
            tm = "%02d:%02d" % ((t0 + (mm + 4 * k) // 60) % 24, (mm + 4 * k) % 60)
            out.append("%s %s: %s" % (tm, N(who, ctx.ch(["first", "lower_first", "gi"])), m))
    else:
        out.append("#%s-oncall  %s" % (ctx.ch(["med", "surg", "gen-med", "ortho"]), D(ctx.today, ctx.ch(["mon_d", "num"]))))
        for k, (who, m) in enumerate(msgs):
            tm = "%02d:%02d" % ((t0 + (mm + 4 * k) // 60) % 24, (mm + 4 * k) % 60)
            out.append("%s  @%s: %s" % (tm, ctx.username(who), m))
    return "\n".join(out), layout
