"""Genres: patient portal messages; telephone encounters."""
from core import P
import fmt
import context as X
import clinical as C
import clinblocks as CB
import gcommon as G

URGENT = {"UK": "111 (or 999 in an emergency)", "AU": "000 or healthdirect", "CA": "811 / 911", "US": "911"}


def _pt_msg(b, ctx, rng, topic):
    p = ctx.prod
    hi = rng.choice(["Hi", "Hello", "hi there", "Dear team", "Morning", "Hi nurses"])
    if ctx.paed:
        b.line(hi, ",")
        b.fmt("this is {n}'s {r}. ", n=P("PATIENT", ctx.pt.first), r=ctx.fam_rel)
    else:
        b.line(hi, ",")
    if topic == "dose":
        b.fmt("I've been on the {d} for about {w} now and I'm still not sleeping more than 3-4 hrs. "
              "Can I go up to the next dose or do I need to wait for Dr {dr}? ", d=rng.choice(["oil", "capsules", "flower", "drops"]),
              w=rng.choice(["2 weeks", "10 days", "a month", "3/52"]), dr=P("DOCTOR", ctx.doc.p.last))
        b.line("Im taking ", C.current_dose(rng, p), " at the moment.")
    elif topic == "stock":
        b.fmt("The pharmacy ({ph}) rang to say my {n} is out of stock again until {d}. I only have 4 days left. "
              "Is there an alternative you can switch me to?? ", ph=P("HOSPITAL", ctx.pharmacy.name.split(" ")[0] if rng.random() < 0.4 else ctx.pharmacy.name),
              n=p["name"], d=X.dts(ctx, rng, fmt.add_days(ctx.visit, rng.randint(6, 20))))
        b.line()
    elif topic == "travel":
        dep = fmt.add_days(ctx.visit, rng.randint(14, 60))
        b.fmt("We are going to {c} on {d1} and back {d2}. Can I take my medication with me? Do I need a letter from "
              "Dr {dr}? My passport number is {pp} if you need it.", c=P("COUNTRY", rng.choice(["Spain", "Greece", "Portugal", "Thailand", "Japan", "New Zealand", "Mexico", "Croatia"])),
              d1=P("DATE", fmt.date_short(rng, dep, ctx.country)), d2=P("DATE", fmt.date_short(rng, fmt.add_days(dep, rng.randint(7, 21)), ctx.country)),
              dr=P("DOCTOR", ctx.doc.p.last), pp=P("IDNUM", fmt.idnum(rng, "passport")))
        b.line()
    elif topic == "address":
        newp = X.make_place(rng, ctx.country, ctx.region)
        b.fmt("Just letting you know I've moved. New address is {a}. Mobile is the same ({m}). Please update the pharmacy too.",
              a=X.addr_inline(newp, rng), m=P("PHONE", ctx.phone_mob))
        b.line()
    elif topic == "side":
        b.fmt("Since the dose went up on {d} I've felt {s} and my {r} says I'm a bit 'vague' in the evenings. "
              "Should I drop back down?", d=P("DATE", fmt.dstr(fmt.add_days(ctx.visit, -rng.randint(3, 12)), rng.choice(["weekday", "d_month" if ctx.country in ("UK", "AU") else "month_d",
                                                                                 "dm" if ctx.country in ("UK", "AU") else "md"]))),
              s=rng.choice(["dizzy", "really tired", "a bit sick", "anxious", "foggy"]), r=ctx.fam_rel)
        b.line()
    elif topic == "invoice":
        b.fmt("I was charged twice for my last consult - invoice {a}. My health fund ({h}) also asked for the item number. "
              "Can someone check? Member no is {m}.", a=P("ACCOUNT", ctx.acct), h=P("ORGANIZATION", ctx.insurer),
              m=P("HEALTHPLAN", ctx.hp[1]))
        b.line()
    elif topic == "device":
        b.fmt("My {v} stopped heating properly (serial {s}). The warranty people need a letter saying it's prescribed. "
              "Can you help?", v=ctx.vape, s=P("DEVICE", ctx.vape_sn))
        b.line()
    elif topic == "work":
        boss = X.make_person(rng)
        b.fmt("My manager {m} at {o} wants proof I'm prescribed this before the random drug test next {wd}. "
              "Can you email something to {e}? I work as a {j}.", m=P("FAMILY", fmt.nm(boss, rng.choice(["first", "full"]))),
              o=P("ORGANIZATION", ctx.employer), wd=P("DATE", fmt.WD[rng.randrange(5)]), e=P("EMAIL", fmt.email_person(rng, boss)),
              j=P("PROFESSION", ctx.job or "carer"))
        b.line()
    else:
        b.fmt("Can I move my appointment on {d}? I have a hospital appt at {h} the same morning.",
              d=X.dt(ctx, rng, fmt.add_days(ctx.visit, rng.randint(3, 30))), h=P("HOSPITAL", ctx.hospital))
        b.line()
    b.line(rng.choice(["Thanks", "thank you so much", "Cheers", "Many thanks", "thanks in advance", "x"]))
    if ctx.paed:
        b.line(P("FAMILY", fmt.nm(ctx.fam, rng.choice(["first", "full"]))), rng.choice(["", " (" + ctx.fam_rel + ")"]))
    else:
        b.line(P("PATIENT", fmt.nm(ctx.pt, rng.choice(["first", "nick", "full", "first"]))))


def portal_message(b, ctx, rng):
    topic = rng.choice(["dose", "stock", "travel", "address", "side", "invoice", "device", "work", "appt"])
    if ctx.paed and topic in ("work", "device", "invoice"):
        topic = "dose"
    subj = {"dose": "Dose question", "stock": "out of stock AGAIN", "travel": "Travelling overseas", "address": "Change of address",
            "side": "side effects?", "invoice": "Billing query", "device": "Vaporiser broken", "work": "Letter for work",
            "appt": "Reschedule"}[topic]
    b.line(rng.choice(["Secure Message", "PATIENT PORTAL - MESSAGE THREAD", "Portal inbox > Message", "My Health Portal - Conversation"]))
    b.fline("Thread: {t}   Category: {c}", t=P("IDNUM", "MSG-" + fmt.digits(rng, 7)), c=rng.choice(["Clinical", "Admin", "Pharmacy", "Nursing"]))
    b.line("-" * 48)
    sent = ctx.visit
    if ctx.paed:
        b.fline("From: {n} (proxy for {p}) <{u}>", n=P("FAMILY", fmt.nm(ctx.fam, "full")), p=P("PATIENT", fmt.nm(ctx.pt, "full")),
                u=P("USERNAME", fmt.username(rng, ctx.fam)))
    else:
        b.fline("From: {n} <{u}>", n=X.pt(ctx, rng, ["full", "FULLUP", "lf"]), u=P("USERNAME", ctx.user))
    b.fline("To: {c} - {t}", c=X.org(ctx.clinic), t=rng.choice(["Nurse Team", "Clinical inbox", "Admin", "Dr's inbox"]))
    b.fline("Sent: {d} {t}   IP: {i}", d=X.dt(ctx, rng, sent), t=G.time_str(rng), i=P("IPADDR", ctx.ip))
    b.line("Subject: ", subj)
    b.blank()
    _pt_msg(b, ctx, rng, topic)
    b.blank()
    b.line("-" * 48)
    rep = fmt.add_days(sent, rng.choice([0, 1, 1, 2, 3]))
    nurse = ctx.nurse
    b.fline("From: {n}, {c} ({o})", n=X.staff_name(nurse, rng, ["full", "il"]), c=nurse.creds, o=X.org(ctx.clinic))
    b.fline("Sent: {d} {t}", d=X.dt(ctx, rng, rep), t=G.time_str(rng))
    b.blank()
    b.fline("Hi {n},", n=P("PATIENT" if not ctx.paed else "FAMILY", ctx.pt.first if not ctx.paed else ctx.fam.first))
    b.blank()
    replies = {
        "dose": ["Thanks for your message. ", X.dr(ctx.doc, rng), " is happy for you to increase as per the titration plan (",
                 ctx.prod["titr"], "). Please don't exceed ", ctx.prod["maxd"], "."],
        "stock": ["We've spoken to ", X.org(ctx.pharmacy), " - an alternative batch arrives tomorrow. If it doesn't, ring us on ",
                  P("PHONE", ctx.clinic.phone), " and we can switch you to an equivalent product."],
        "travel": ["Please complete the travel form and we'll prepare a letter. Note some countries prohibit THC products entirely; "
                   "check with the embassy. Allow 10 working days."],
        "address": ["Updated on our system and forwarded to ", X.org(ctx.pharmacy), ". Your next delivery will go to the new address."],
        "side": ["Please drop back to the previous dose for now and we'll book a call with ", X.dr(ctx.doc, rng),
                 ". If you feel very unwell or confused, call ", URGENT[ctx.country], "."],
        "invoice": ["Accounts have refunded the duplicate charge (ref ", P("ACCOUNT", fmt.account(rng)), "). The item number is on the receipt."],
        "device": ["Letter attached. For the manufacturer's repair service quote your serial number and our clinic reference ",
                   P("MRN", ctx.mrn), "."],
        "work": ["We can only send letters directly to you for privacy reasons; a letter is now in your portal documents."],
        "appt": ["No problem - moved to ", X.dt(ctx, rng, fmt.add_days(rep, rng.randint(7, 21))), " at ", G.time_str(rng), " (video)."],
    }
    b.line(replies[topic])
    b.blank()
    b.line(rng.choice(["Kind regards", "Best wishes", "Thanks", "Take care"]), ",")
    b.line(X.staff_name(nurse, rng, ["first", "full"]))
    b.line(rng.choice(["This inbox is monitored Mon-Fri 9-5. For urgent problems call " + URGENT[ctx.country] + ".",
                       "Do not reply to this automated notification.", "", "Please allow 2 working days for a reply."]))
    if rng.random() < 0.4:
        b.fline("[Audit] viewed by {u} {d} {t}", u=P("USERNAME", fmt.username(rng, nurse.p)),
                d=X.dts(ctx, rng, rep), t=G.time_str(rng))


def telephone_encounter(b, ctx, rng):
    c = ctx.country
    style = rng.randrange(3)
    caller_fam = ctx.paed or rng.random() < 0.3
    b.line(rng.choice(["TELEPHONE ENCOUNTER", "Telephone consultation", "Phone call - nursing note", "TEL ENC"]))
    b.fline("{d} {t}   Duration: {m} min   Direction: {dir}", d=X.dt(ctx, rng, ctx.visit), t=G.time_str(rng),
            m=str(rng.randint(3, 25)), dir=rng.choice(["incoming", "outgoing", "call-back"]))
    b.fline("Clinician: {n} {c}", n=X.staff_name(ctx.nurse, rng, ["full", "il"]), c=ctx.nurse.creds)
    G.pt_header(b, ctx, rng, style=rng.choice([3, 0]), fields=["name", "dob", "mrn"])
    if caller_fam:
        b.fline("Caller: {r} {f} on {p} (consent to discuss on file)", r=ctx.fam_rel, f=P("FAMILY", fmt.nm(ctx.fam, rng.choice(["full", "first"]))),
                p=P("PHONE", ctx.fam_phone))
    else:
        b.fline("Caller: patient, on {p}", p=P("PHONE", rng.choice([ctx.phone_mob, ctx.phone_home])))
    v = rng.randrange(3)
    if v == 0:
        b.fline("ID check: full name, DOB and first line of address ({s}) confirmed.", s=P("STREET", ctx.addr.street))
    elif v == 1:
        b.fline("ID check: voice biometric match (voiceprint {v}) + DOB.", v=P("BIOID", ctx.bio))
    else:
        b.line("ID check: name + DOB + ", ctx.hp[0], " ", P("HEALTHPLAN", ctx.hp[1]), ".")
    b.blank()
    issue = rng.choice(["side", "stock", "dose", "ed", "lost", "driving", "uds"])
    d_ev = fmt.add_days(ctx.visit, -rng.randint(1, 6))
    S = {
        "side": ["Reports ", ", ".join(rng.sample(CB.SIDE_EFFECTS, 2)), " since increasing to ", C.current_dose(rng, ctx.prod), "."],
        "stock": ["Pharmacy unable to supply ", ctx.prod["name"], "; has 3 days remaining."],
        "dose": ["Confused about dose - has been measuring in mg on the syringe rather than mL (10x). Last took dose ",
                 P("DATE", fmt.dstr(d_ev, rng.choice(["weekday", "d_month", "month_d"]))), " evening."],
        "ed": ["Attended ", P("HOSPITAL", ctx.hospital), " ED on ", X.dts(ctx, rng, d_ev), " with ",
               rng.choice(["palpitations", "a fall", "vomiting", "a prolonged seizure", "chest pain (ECG normal)"]), "; discharged."],
        "lost": ["States medication was stolen from car on ", X.dts(ctx, rng, d_ev), "; police report made, crime ref ",
                 P("IDNUM", fmt.idnum(rng, "ref")), "."],
        "driving": ["Stopped by police for roadside drug test on ", X.dts(ctx, rng, d_ev), " (vehicle ", P("VEHICLE", ctx.plate),
                    "); saliva test positive for THC. Asking for letter."],
        "uds": ["Calling re workplace UDS at ", P("ORGANIZATION", ctx.employer), " - result positive for THC; employer ",
                "requesting confirmation of prescription."],
    }[issue]
    A = {"side": "Likely dose-related adverse effects; no red flags.",
         "stock": "Supply interruption; risk of withdrawal/sleep disruption.",
         "dose": "Dosing error x10 (no serious harm reported). Incident form completed.",
         "ed": "ED attendance - possible ADR; for AE report.",
         "lost": "Lost/stolen CD - per agreement no early replacement without prescriber review.",
         "driving": "Legal query; clinic letter to be issued; reinforced driving advice.",
         "uds": "Workplace query; needs written consent for disclosure."}[issue]
    P_ = {"side": "Reduce to previous dose; call back in 1/52; safety-net given (" + URGENT[c] + ").",
          "stock": "Alternative product discussed with prescriber; new Rx to pharmacy.",
          "dose": "Re-educated using teach-back; marked syringe at correct volume; next review brought forward.",
          "ed": "Request discharge summary; review with prescriber this week.",
          "lost": "Discussed with prescriber; bridging Rx declined; review booked.",
          "driving": "Letter sent via portal; advised not to drive within 8 h of dose.",
          "uds": "Consent form emailed; letter to patient only."}[issue]
    if rng.random() < 0.35:
        S = S + [" ", rng.choice(CB.NEG_SNIPPETS).replace("{icd}", ctx.ind["icd"])]
    if style == 0:
        b.line("S: ", S)
        b.line("A: ", A)
        b.line("P: ", P_)
    elif style == 1:
        b.line("Reason for call / summary:")
        b.line(S, " ", A)
        b.line("Advice/actions: ", P_)
    else:
        b.line("Notes: ", S)
        b.line("Outcome: ", A, " ", P_)
    act = rng.random()
    if act < 0.35:
        b.fline("Phoned {ph} on {p} - spoke to {n} (pharmacist); {x}.", ph=X.org(ctx.pharmacy), p=P("PHONE", ctx.pharmacy.phone),
                n=X.staff_name(ctx.pharmacist, rng, ["first", "full"]), x=rng.choice(["stock confirmed for tomorrow", "new Rx received", "label corrected"]))
    elif act < 0.7:
        b.fline("Discussed with {d}; agreed plan. Next appt {n}.", d=X.dr(ctx.doc, rng),
                n=X.dt(ctx, rng, fmt.add_days(ctx.visit, rng.randint(5, 30))))
    else:
        b.fline("Task sent to {a} (user {u}) to book review; confirmation SMS to {p}.", a=X.staff_name(ctx.admin, rng, ["first", "full"]),
                u=P("USERNAME", fmt.username(rng, ctx.admin.p)), p=P("PHONE", ctx.phone_mob))
    b.blank()
    b.fline("{n}, {c}  {d} {t}", n=X.staff_name(ctx.nurse, rng, ["full", "il", "init2"]), c=ctx.nurse.creds,
            d=X.dts(ctx, rng, ctx.visit), t=G.time_str(rng))
