"""Genres: online booking and triage message, safeguarding checklist for under-18s."""
import datetime as dt

import blocks as K
import pools as P
from fmt import S

REASONS = (
    ("STI test - I have symptoms", "urgent",
     ("hi, i've had some {sym} since last week. my ex {fam} messaged to say she tested positive for {inf} so i think i need checking",
      "{sym} for about 5 days. had sex with someone new on {ddate}. no condom. worried",
      "got a lump down there, doesn't hurt. a bit embarrassed tbh. prefer a female nurse if possible")),
    ("STI test - no symptoms", "routine",
     ("just want a full check up, new partner ({fam}) and we want to stop using condoms",
      "routine screen please. last test was {mdate} at {clinic}.")),
    ("Contraception - pill repeat", "routine",
     ("Need my pill again ({pill}) - running out on {ddate}. BP was fine last time.",
      "repeat of {pill} please, had 12 months from {clinic} in {mdate}")),
    ("Implant removal/change", "routine",
     ("implant is due out, it was put in at {clinic} in {mdate}. bleeding a lot the last 2 months",
      "want my implant taken out, trying for a baby with my partner {fam}")),
    ("Coil (IUD/IUS) fitting", "routine",
     ("would like the hormonal coil fitted. had a baby in {mdate}, not breastfeeding now",
      "copper coil please - can't take hormones (migraine with aura)")),
    ("Emergency contraception", "same-day",
     ("condom split {when}, not on anything. can i get the morning after pill or the coil?? i'm at work till 5",
      "missed 3 pills this week and had sex {when}. what do i do")),
    ("PEP (possible HIV exposure)", "same-day",
     ("condomless sex {when} with a guy who told me afterwards he's hiv positive, not sure if undetectable",
      "condom came off {when} with a casual partner from abroad. need PEP?")),
    ("PrEP", "routine",
     ("Hi, I'd like to start PrEP. Had a few condomless partners recently. I'm free {ddate} after 3pm.",
      "need a PrEP review, last one was {mdate} at {clinic}")),
    ("Pregnancy test / options", "urgent",
     ("i think im pregnant, test positive {when}. dont know what to do. please dont call my home number",
      "positive test {when}, last period was {ddate}. would like to talk about options")),
    ("Partner has an infection", "urgent",
     ("Partner {fam} has been told he has {inf}. We've only been with each other. Do I need treatment too?",
      "got a text saying a partner has tested positive for {inf}. contact slip number is {slip}")),
)
SYMS = ("discharge and stinging when i pee", "pain in my lower tummy", "itching and a rash", "bleeding after sex", "a sore")
INFS = ("chlamydia", "gonorrhoea", "trich", "syphilis")
PILLS = ("Cerazette", "Microgynon", "Rigevidon", "desogestrel", "Lucette")


def booking(c, b):
    K.setup(c, age_lo=16, age_hi=55)
    portal = c.ch(("SH:24-style portal", "Online Booking", "eBooking", "Web triage form", "Book-a-test"))
    K.hdr(c, b, c.ch(("Online Booking Request", "WEB BOOKING & TRIAGE", "Online triage form - submission")))
    sub = c.d0 - dt.timedelta(days=c.r.randint(1, 3))
    b.ln("Portal: ", portal, "   Submitted: ", c.D(sub, c.ch((c.ds, "iso"))), " %02d:%02d" % (c.r.randint(0, 23), c.r.randint(0, 59)))
    b.ln("Booking ref: ", S("ACCOUNT", c.account()), "   Source IP: ", S("IPADDR", c.ip()), c.ch(("   (mobile)", "", "   Browser: Safari/iOS")))
    b.ln("Account username: ", S("USERNAME", c.user()))
    b.ln("")
    b.ln("-- Personal details --")
    b.ln("First name: ", S("PATIENT", c.pt.first), "   Surname: ", S("PATIENT", c.pt.last))
    if c.pt.nick and c.pr(0.7):
        b.ln("Preferred name: ", S("PATIENT", c.pt.nick))
    b.ln("Date of birth: ", c.D(c.dob, c.ch(("dmy", "iso", "dmon"))), "   Age (calculated): ", c.A())
    b.ln("Gender: ", c.ch({"f": ("Female", "Female", "Woman", "Trans woman"), "m": ("Male", "Male", "Man", "Trans man"),
                           "n": ("Non-binary", "Prefer to self-describe", "Genderqueer")}[c.pt.gender]))
    if c.pr(0.5):
        b.ln("Address: ", c.addr(sep=", ", style="short"))
    else:
        b.ln("Postcode: ", S("ZIP", c.home["post"]))
    b.ln("Mobile: ", S("PHONE", c.mobile), "   Voicemail OK: ", c.ch(("No", "Yes", "Text only")))
    if c.pr(0.7):
        b.ln("Email: ", S("EMAIL", c.mail))
    if c.pr(0.3):
        b.ln(K.natlabel(c), " (optional): ", S("MRN", c.nhsno))
    b.ln("Preferred clinic: ", S("HOSPITAL", c.site["name"]), c.ch(("", " or nearest", " (" + S("CITY", c.site["h"]["city"]) + ")")))
    b.ln("")
    b.ln("-- Reason for visit --")
    pool = [x for x in REASONS if c.pt.gender != "m" or x[0].split()[0] not in
            ("Contraception", "Implant", "Coil", "Emergency", "Pregnancy")]
    reason, urg, frees = c.ch(pool)
    b.ln("Selected: ", reason)
    txt = c.ch(frees)
    fam = c.other("f" if " she " in txt else "m" if " he " in txt else None)
    parts = {
        "{sym}": c.ch(SYMS), "{inf}": c.ch(INFS), "{pill}": c.ch(PILLS),
        "{when}": c.ch(("last night", "on saturday", "2 days ago", "this morning")),
        "{fam}": S("FAMILY", c.ch((fam.first, fam.full()))),
        "{ddate}": S("DATE", K.fdate2(c, c.d0 + dt.timedelta(days=c.r.randint(-12, 10)), c.ch(("wdshort", "dmnoyear", "dm")))),
        "{mdate}": S("DATE", K.fdate2(c, c.d0 - dt.timedelta(days=c.r.randint(60, 1100)), c.ch(("monyear", "monyr3")))),
        "{clinic}": S("HOSPITAL", c.ch(P.UK_GP if c.uk else P.NZ_GP)),
        "{slip}": S("IDNUM", c.dig(6)),
    }
    for k in ("{sym}", "{inf}", "{pill}", "{when}", "{fam}", "{ddate}", "{mdate}", "{clinic}", "{slip}"):
        txt = txt.replace(k, parts[k])
    b.ln("Details (free text): \"", txt, "\"")
    b.ln("")
    b.ln("Screening questions:")
    symp = "Yes" if "I have symptoms" in reason or "PEP" in reason else c.ch(("No", "No", "Yes"))
    preg = "N/A" if c.pt.gender == "m" else ("Yes" if reason.startswith("Pregnancy") else c.ch(("No", "No", "Not sure")))
    b.ln("  Symptoms? ", symp, "   Pregnant / could be? ", preg,
         "   Unprotected sex in last 5 days? ", c.ch(("No", "Yes")))
    b.ln("  Under 18? ", "Yes" if c.age < 18 else "No", "   Feel unsafe at home / pressured into sex? ", c.ch(("No", "No", "Prefer not to say")))
    b.ln("  How did you hear about us? ", c.ch(("Google", "friend", "GP", "school nurse", "Instagram", "pharmacy")))
    b.ln("")
    b.ln("-- TRIAGE --")
    n = c.clin("nurse")
    tri = c.d0
    b.ln("Triaged by ", c.dn(n, c.ch(("full", "initlast"))), " on ", c.D(tri, c.ch(("dm", c.ds, "wdshort"))), " %02d:%02d" % (c.r.randint(8, 17), c.r.randint(0, 59)))
    b.ln("Priority: ", urg.upper(), c.ch(("", "", " - clinician call-back")))
    if c.age < 18:
        b.ln("Under 18 - flagged for young person's pathway; safeguarding screen at appointment.")
    appt = c.d0 + dt.timedelta(days={"urgent": c.r.randint(0, 2), "same-day": 0, "routine": c.r.randint(3, 21)}[urg])
    room = S("LOCATION_OTHER", str(c.r.randint(1, 9)))
    b.ln("Outcome: appt ", c.D(appt, c.ch(("wdmonth", "wdshort", c.ds))), " %02d:%02d at " % (c.r.randint(8, 18), c.ch((0, 15, 30, 45))),
         S("HOSPITAL", c.site["name"]), ", room ", room)
    if "test - no symptoms" in reason and c.pr(0.6):
        b.ln("Alternative: postal self-sampling kit dispatched, kit no. ", S("IDNUM", c.idnum("ref")), ".")
    b.ln("")
    b.ln("SMS sent to ", S("PHONE", c.mobile), ":")
    b.ln("  \"Hi ", S("PATIENT", c.pt.nick or c.pt.first), ", your appointment at ", S("HOSPITAL", c.site["name"]), " is ",
         c.D(appt, c.ch(("wdshort", "dmnoyear", "dm"))), ". Reply C to cancel or call ", S("PHONE", c.site["tel"]), ".\"")
    if c.pr(0.4):
        b.ln("Confirmation e-mail sent from ", S("EMAIL", c.site["email"]), ".")
    if c.pr(0.5):
        K.audit(c, b, n)


SPOT = (
    "Is the young person's sexual partner known?",
    "Is the partner more than 2 years older / in a position of trust?",
    "Any gifts, money, drugs, alcohol or lifts given by partner?",
    "Going missing from home or school?",
    "Any sexual activity under the age of 13?",
    "Any coercion, pressure or fear?",
    "Sharing images / online contact with strangers?",
    "Known to social care / looked-after child?",
    "Drug or alcohol use?",
    "Self-harm or suicidal thoughts?",
)


def safeguarding(c, b):
    K.setup(c, gender=c.ch(("f", "f", "f", "m", "n")), age_lo=13, age_hi=17)
    uk = c.uk
    K.hdr(c, b, c.ch(("Spotting the Signs - Safeguarding Proforma (Under 18)", "SAFEGUARDING CHECKLIST - YOUNG PERSON UNDER 18",
                      "Young Person Risk Assessment (<18)")) if uk else
          c.ch(("HEEADSSS Assessment and Safeguarding Checklist", "YOUTH SAFEGUARDING CHECKLIST (UNDER 18)", "Young Person Risk Screen")))
    b.ln("Service: ", S("HOSPITAL", c.site["name"]), "   Date: ", c.D(c.d0), "   Assessor: ", c.dn(c.clin1))
    b.ln("Young person: ", c.pn(c.ch(("full", "SF", "fullmid"))), c.ch(("", " (likes to be called " + S("PATIENT", c.pt.nick or c.pt.first) + ")")))
    b.ln("DOB: ", c.DOB(), "   Age: ", c.A(), "   ", K.natlabel(c), ": ", S("MRN", c.nhsno))
    b.ln("School: ", K.school(c), ", ", c.ch(("Year %d" % (c.age - 4), "Yr %d" % (c.age - 4))) if uk else "Year %d" % (c.age - 3),
         c.ch(("", " - attendance poor", " - excluded since " + c.D(c.days(-60, -5), c.ch(("monyear", "dmnoyear"))))))
    b.ln("Lives with: ", c.ch(("mum and stepdad", "dad", "grandparents", "foster carers", "mum and 3 siblings", "aunt")),
         " at ", c.addr(sep=", ", style="short"))
    seen_alone = c.pr(0.7)
    if seen_alone:
        b.ln("Seen alone: Yes")
    else:
        par = c.other("f", c.pt.last if c.pr(0.6) else None)
        b.ln("Seen alone: No - attended with ", c.ch(("mother ", "foster carer ", "older sister ")), c.pn(c.ch(("full", "first")), "FAMILY", par),
             " (tel ", S("PHONE", c.mob()), ")")
    b.ln("Reason for attendance: ", c.ch(("EC request", "STI test", "contraception (implant)", "pregnancy test", "PEP", "condoms (C-Card)")))
    b.ln("")
    b.ln("Competence: ", "Fraser guidelines met / Gillick competent" if uk else "Competent to consent (Care of Children Act s38 considerations noted)",
         c.ch(("", "; encouraged to involve parent - declines", "; parent aware")))
    b.ln("")
    b.ln("%-64s %s" % ("Question", "Y/N  Comment"))
    pa = c.other("m" if c.pt.gender != "m" else c.ch(("f", "m")))
    page = c.age + c.ch((0, 1, 1, 2, 3, 5, 8))
    risk = 0
    veh = c.pr(0.55)
    if veh:
        page = max(18, c.age + c.r.randint(3, 9))
    prof = c.ch(P.PROFESSIONS)
    for q in SPOT:
        if q.startswith("Is the young person's sexual partner known"):
            b.ln("%-64s " % q, "Y    ", c.pn(c.ch(("first", "full")), "FAMILY", pa), ", aged ", S("AGE", str(page)),
                 c.ch(("", ", met via Snapchat (" + S("USERNAME", c.user(pa)) + ")", ", works as " + K.art(prof) + " " + S("PROFESSION", prof))))
        elif q.startswith("Is the partner more"):
            yn = "Y" if page - c.age > 2 else "N"
            risk += yn == "Y"
            b.ln("%-64s %s" % (q, yn))
        elif q.startswith("Any gifts") and veh:
            risk += 1
            b.ln("%-64s " % q, "Y    lifts in partner's car (", c.ch(("silver Corsa", "black Audi A3", "white van", "red Mazda Demio")),
                 ", reg ", S("VEHICLE", c.plate()), ")", c.ch(("", ", vapes", ", cash for phone credit")))
        elif q.startswith("Going missing") and c.pr(0.35):
            risk += 1
            lm = c.landmark()
            b.ln("%-64s " % q, "Y    found by police at ", lm[0], S("LOCATION_OTHER", lm[1]), " ", c.D(c.days(-40, -2), c.ch(("dm", "wdshort"))), " %02d:%02d" % (c.r.randint(0, 4), c.r.randint(0, 59)))
        elif q.startswith("Known to social") and c.pr(0.35):
            sw = c.other()
            b.ln("%-64s " % q, "Y    SW ", S("DOCTOR", sw.full()), ", tel ", S("PHONE", c.land(c.home["code"], ext=c.pr(0.5))))
        elif q.startswith("Sharing images") and c.pr(0.2):
            risk += 1
            b.ln("%-64s " % q, "Y    asked for images by online contact \"", S("USERNAME", c.user(c.other())), "\"")
        else:
            b.ln("%-64s %s" % (q, c.ch(("N", "N", "N", "N/K"))))
    b.ln("")
    level = "HIGH" if risk >= 2 else "MEDIUM" if risk == 1 else "LOW"
    b.ln("Overall risk: ", level)
    b.ln("Actions:")
    lead = c.clin("nurse")
    if level == "LOW":
        b.ln("- No referral indicated. Discussed healthy relationships, consent and contraception. Condoms + C-Card issued.")
    else:
        b.ln("- Discussed with named nurse for safeguarding ", c.dn(lead, c.ch(("full", "initlast"))), " ", c.D(c.d0, c.ch(("dm", c.ds))), ".")
        if uk:
            b.ln("- Referral to children's social care (MASH) ref ", S("IDNUM", "MASH-%d-%s" % (c.d0.year % 100, c.dig(5))),
                 c.ch(("; police informed (CSE concern).", ".", "; strategy meeting requested.")))
        else:
            b.ln("- Report of concern to Oranga Tamariki, ref ", S("IDNUM", c.idnum("ref")), c.ch(("; police informed.", ".")))
        b.ln("- Young person informed of referral and reasons", c.ch((".", "; agreed.", "; upset but engaged.")))
    b.ln("- Follow-up ", c.D(c.d0 + dt.timedelta(days=c.r.randint(5, 28)), c.ch(("wdmonth", c.ds, "wdshort"))),
         " with ", c.dn(c.clin2, c.ch(("first", "full"))), ". Safe contact: ", S("PHONE", c.mobile), c.ch((" (own phone)", " - text only", "")))
    if c.pr(0.35):
        b.ln("- GP informed: ", S("HOSPITAL", c.gp["name"]), " (secure email ", S("EMAIL", c.gp["email"]), ")")
    K.signoff(c, b)
    if c.pr(0.4):
        K.audit(c, b)
