"""Genres: breastfeeding peer supporter contact logs; breast pump loan agreements."""
import clinical as cl
import orgs
import phi
from blocks import (address, dt, holiday, mum_ref, partner_ref, plus, signature, staff_ref, tm, weekday)
from case import baby_age_items, lic_label, staff
from doc import Doc, P

TXT_MUM = [
    "hi its {m} from the hospital, you said to text? baby is feeding loads but my nipples are killing me",
    "hiya, {b} wont latch on the left side at all, is that normal?? x",
    "thanks so much for yesterday, feeling much better about it all",
    "sorry to bother u, the mw said he's lost 9% and wants us to top up. im gutted",
    "we had a good night!! only woke twice. boobs feel really full tho",
    "can i take ibuprofen while bf?",
    "hv weighed her today, back above birth weight :)",
    "is it ok to give a dummy yet? my mil keeps saying so",
    "hi, can we come to the group this week? {p} can drive us",
    "pump from the hospital isnt working properly, only getting 10ml",
]

NOTES = [
    "Call {n} min. BF going well, feeds 8-10x/24, good wet {nap}. Discussed cluster feeding + growth spurts.",
    "Call {n} min. Sore nipples ++, shallow latch. Talked through positioning, laid back nursing. Suggested LC clinic.",
    "Txt exchange. Reassured re: night feeds. Sent link to hand expression video.",
    "Home visit with co-supporter. Observed feed - wide gape, chin leading, no pain. Mum happy.",
    "No answer x2, left VM. Will try again in 2 days.",
    "Mum tearful, v tired. Discussed asking for help, gave PND helpline info. Flagged to coordinator (not urgent).",
    "Baby had top-ups of FF 30 ml x3 on ward. Mum wants to get back to EBF - talked about expressing + paced feeds.",
    "Signposted to GP re possible mastitis (red patch, fluey). Advised keep feeding/expressing. Out of my scope.",
    "Mum mixed feeding by choice, happy with this. Supported her decision, talked about responsive bottle feeding.",
    "Discussed returning to work + expressing, milk storage guidelines (fridge 4C up to 4 days).",
]


def gen_peer_log(rng, c):
    d = Doc()
    org = orgs.peer_org(rng, c.c)
    start = c.days_after(rng, 1, 10)
    d.line("{} - {}", P(org, "ORGANIZATION"), rng.choice(["PEER SUPPORT CONTACT LOG", "Peer supporter contact record",
                                                          "Contact log", "Mum-to-mum support - contact sheet"]))
    d.f("Peer supporter: ")
    d.add(staff_ref(rng, c.peer, rng.choice(["plain", "first", "plain"])))
    d.line("     Ref: {}", P(phi.idnum(rng, "case", start.year), "IDNUM"))
    d.f("Mum: {}   ", c.mum.nm(rng, rng.choice(["full", "firstl", "first", "full", "initials"])))
    d.f("Baby: {} (born {})", c.baby.nm(rng, "first"), dt(rng, c, c.birth, rng.choice(["short", "num"])))
    d.nl()
    d.f("Referral: ")
    r = rng.random()
    if r < 0.5:
        d.line("{} postnatal ward ({}), consent given {}.", P(c.hosp, "HOSPITAL"), P(c.ward, "HOSPITAL"),
               dt(rng, c, plus(c.birth, rng.randint(0, 3)), "short"))
    elif r < 0.75:
        d.line("self-referral via website {}", P(phi.url(rng, org), "URL"))
    else:
        d.f("{} ", rng.choice(["HV", "midwife", "LC"]))
        d.add(staff_ref(rng, rng.choice([c.hv, c.mw, c.lc]), "plain"))
        d.line(" at {}", P(c.clinic, "HOSPITAL"))
    d.line("Contact pref: {} on {}{}", rng.choice(["text then call", "WhatsApp", "call", "txt only pls"]), P(c.mobile, "PHONE"),
           rng.choice(["", " (not before 10am)", " - shared phone with partner", ""]))
    if rng.random() < 0.3:
        d.line("Lang: {} {}", c.lang, rng.choice(["", "(some English)", "- partner translates"]))
    d.nl()
    date = start
    n = rng.randint(3, 8)
    us = c.c in ("US", "CA")
    notes_left = rng.sample(NOTES, len(NOTES))
    txts_left = rng.sample(TXT_MUM, len(TXT_MUM))
    for i in range(n):
        tstyle = rng.choice(["num", "short", "wd", "short", "dash"])
        d.f("{} {} - ", dt(rng, c, date, tstyle), tm(rng, c))
        if rng.random() < 0.35:
            msg = txts_left.pop()
            parts = msg.split("{")
            d.add(rng.choice(["txt from mum: \"", "msg in: \"", "WhatsApp: \""]))
            # fill placeholders {m} {b} {p}
            for j, part in enumerate(parts):
                if j == 0:
                    d.add(part)
                    continue
                key, rest = part.split("}", 1)
                if key == "m":
                    d.add(c.mum.nm(rng, "first"))
                elif key == "b":
                    d.add(c.baby.nm(rng, "first"))
                elif key == "p":
                    if c.partner is not None:
                        d.add(c.partner.nm(rng, "first"))
                    else:
                        d.add("my mum")
                d.add(rest)
            d.add("\"")
            d.line(" -> replied, {}", rng.choice(["call booked", "reassured", "sent info leaflet", "suggested LC clinic",
                                                   "advised ring mw today"]))
        else:
            note = notes_left.pop().replace("{n}", str(rng.randint(5, 40))).replace("{nap}", c.word("nappies"))
            d.line("{}", note)
            if rng.random() < 0.25:
                d.line("   (mentioned {} {} is {})", rng.choice(["her", "that"]), partner_ref(rng, c),
                       rng.choice(["back at work now", "really supportive", "struggling with nights", "doing the night bottle"]))
        r2 = rng.random()
        if r2 < 0.12:
            d.line("   Will ring again {}.", weekday(rng, c, plus(date, rng.randint(1, 5))))
        elif r2 < 0.18:
            d.line("   Mum worried about feeding while visiting family over {}.", holiday(rng, c))
        if rng.random() < 0.2:
            d.line("   Came to group at {} - {}.", P(rng.choice(orgs.VENUES), "LOCATION_OTHER"),
                   rng.choice(["met other mums", "baby weighed there", "brought her sister along", "stayed 1 hr"]))
        date = plus(date, rng.choice([1, 2, 3, 5, 7, 7, 10, 14]))
    age = (date - c.birth).days
    d.f("Closed {}: baby ", dt(rng, c, date, rng.choice(["num", "short"])))
    d.add(baby_age_items(rng, age))
    d.line(", {}. {}", rng.choice(["EBF", "mostly BF + 1 bottle FF", "mixed feeding", "EBM + BF", "moved to FF"]),
           rng.choice(["Mum happy to close.", "Invited to become a peer supporter!", "Will still come to group.",
                       "Lost contact - no reply x3.", ""]))
    if rng.random() < 0.5:
        d.line("Supervision: discussed with coordinator {} on {}", [P(staff(rng, c.c, "coord").form(rng, "first"), "DOCTOR")],
               dt(rng, c, plus(date, rng.randint(1, 10)), "short"))
    return d


TERMS = [
    "The pump remains the property of the {org} at all times and must not be sold, lent or hired to another person.",
    "The pump must be returned clean and complete (power supply, carry case) by the due date or earlier if no longer needed.",
    "The personal accessory kit (flanges, valves, membranes, tubing, bottles) is single-user and is yours to keep.",
    "Report any fault immediately; do not attempt repair. Do not use if the casing or cable is damaged.",
    "Loss or damage may incur a replacement charge (RRP {fee}). Deposit refunded on return.",
    "Clean the accessory kit after each use; sterilise once daily (boil 5 min / steam / cold-water tablets).",
    "Information is held in line with our privacy policy and used only to manage this loan.",
    "Extension of loan: phone the clinic before the due date; extensions are at clinical discretion.",
]


def gen_pump_loan(rng, c):
    d = Doc()
    loan_d = c.days_after(rng, 1, 50)
    hire = rng.random() < 0.35
    lender = rng.choice(orgs.PUMP_HIRE) if hire else rng.choice([c.hosp, c.clinic, c.milkbank])
    ltype = "ORGANIZATION" if hire else "HOSPITAL"
    model = rng.choice(cl.PUMP_MODELS)
    d.line("{}", P(lender, ltype))
    d.line(rng.choice(["BREAST PUMP LOAN AGREEMENT", "Hospital-grade Breast Pump Loan Agreement", "Breast Pump Hire Contract",
                       "EQUIPMENT LOAN - ELECTRIC BREAST PUMP"]))
    d.line("Agreement no.: {}        Date of issue: {}", P(phi.loan_no(rng, loan_d.year), "ACCOUNT"), dt(rng, c, loan_d, "full"))
    d.nl()
    d.line("BORROWER")
    d.line("Name: {}", c.mum.nm(rng, rng.choice(["full", "fml", "LF"])))
    d.line("DOB: {}", dt(rng, c, c.mum_dob, "num"))
    d.f("Address: ")
    address(rng, d, c.addr, multiline=rng.random() < 0.4)
    d.nl()
    d.line("Mobile: {}    Email: {}", P(c.mobile, "PHONE"), P(c.email, "EMAIL"))
    r = rng.random()
    if r < 0.45:
        d.line("Photo ID sighted: driver's licence {}", P(phi.license(rng, "dl", c.c), "LICENSE"))
    elif r < 0.85 and c.c in ("US", "CA"):
        d.line("{}: {}", "SSN" if c.c == "US" else "SIN", P(c.ssn, "SSN"))
    d.f("Baby: {}  DOB {}", c.baby.nm(rng, rng.choice(["full", "first"])), dt(rng, c, c.birth, "num"))
    if rng.random() < 0.5:
        d.f("  (currently in {}, {})", P(c.ward, "HOSPITAL"), P(c.hosp, "HOSPITAL"))
    d.nl()
    d.line("Reason: {}", rng.choice(["preterm infant in NICU - establishing supply", "baby unable to feed at breast (cleft palate)",
                                      "low supply - pumping after feeds", "return to work", "twins" if c.twin else "separation (maternal ICU)",
                                      "slow weight gain, LC plan", "induced lactation (adoption/surrogacy)"]))
    d.nl()
    d.line("EQUIPMENT")
    d.line("Model: {} (double electric, hospital grade)", model)
    d.line("Serial no.: {}     Asset tag: {}", P(phi.serial_bare(rng), "DEVICE"), P(phi.asset_tag(rng), "DEVICE"))
    if rng.random() < 0.5:
        d.line("Catalogue no. {} / UDI-DI on carton (not recorded)", rng.choice(["800-0311-24", "0101-2204-7", "PK-200-24", "040-1120"]))
    d.line("Accessory kit: {} flanges x2, {} (lot on packaging)", rng.choice(cl.FLANGE), rng.choice(["single-user kit", "kit ref PK-200"]))
    d.line("Loan period: {} to {}", dt(rng, c, loan_d, "short"), dt(rng, c, plus(loan_d, rng.choice([28, 30, 42, 60, 90])), "full"))
    if c.c == "US" and rng.random() < 0.6:
        d.line("Billing: {}   Member ID {}   Group {}", P(c.insurer, "ORGANIZATION"), P(c.mum_nat, "HEALTHPLAN"),
               P(phi.healthplan(rng, "US"), "HEALTHPLAN"))
        d.f("HCPCS E0604 (hospital-grade pump rental), DX O92.70. Ordering provider ")
        d.add(staff_ref(rng, c.paed, "dr"))
        d.line(", NPI {}", P(phi.license(rng, "npi", "US"), "LICENSE"))
    else:
        fee = {"UK": "GBP 50", "AU": "$100", "NZ": "$80", "CA": "$75", "US": "$75"}[c.c]
        d.line("Deposit: {} {} - receipt {}", fee, rng.choice(["card", "cash", "waived (NICU)", "bank transfer"]),
               P(phi.receipt_no(rng), "ACCOUNT"))
    if rng.random() < 0.35:
        d.line("Parking permit for {} issued - vehicle {}", P(c.hosp, "HOSPITAL"), P(phi.plate(rng, c.c), "VEHICLE"))
    d.nl()
    d.line("TERMS AND CONDITIONS")
    for i, t in enumerate(rng.sample(TERMS, rng.randint(4, 7)), 1):
        d.line("{}. {}", i, t.replace("{org}", "lender").replace("{fee}", "GBP 980" if c.c == "UK" else rng.choice(["$1,450", "$1200", "$1,390"])))
    d.nl()
    d.f("Borrower signature: ______  ({})  ", c.mum.nm(rng, "full"))
    d.line("Date: {}", dt(rng, c, loan_d, "num"))
    d.f("Issued by: ")
    d.add(staff_ref(rng, rng.choice([c.lc, c.coord, c.clerk]), "plain"))
    d.line("   Tel {}", P(phi.phone_ext(rng, c.c), "PHONE"))
    d.line("Pump tested & demonstrated: {}  Instructions leaflet given: {}", rng.choice(["Y", "yes"]), rng.choice(["Y", "yes"]))
    if rng.random() < 0.55:
        ret = plus(loan_d, rng.randint(14, 100))
        d.nl()
        d.line("RETURN")
        d.line("Returned {}; condition {}; serial checked; cleaned by {} (chlorine dioxide wipe).", dt(rng, c, ret, "num"),
               rng.choice(["good", "OK", "charger missing - chased", "case cracked"]),
               P(staff(rng, c.c, "tech").form(rng, "initials"), "DOCTOR"))
        d.line("Deposit refund: {}", rng.choice(["issued", "N/A", "pending", "refunded to card"]))
    return d
