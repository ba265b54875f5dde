"""Genres: clinic booking and payment correspondence, patient portal message thread."""
import datetime as dt

import pools as PL
import phi
import case as CS
import clinical as CL
from textutil import Doc, P
from common import (D, H, ptn, drn, gpn, famn, addr, age, job, letterhead, pt_header, sign, mod_word, rel_ref, pron, cap,
                    job_phrase, job_np, money, fam_age, an, MOD_NOUN)

EMAIL_DATES = ["wdlong", "wddm", "short", "long", "num"]


def _tm(rng):
    return "%02d:%02d" % (rng.randint(6, 22), rng.randint(0, 59))


def _hdr(doc, rng, c, frm, to, d, subj, cc=None):
    doc.ln("From: {f}", f=frm)
    doc.ln("To: {t}", t=to)
    if cc:
        doc.ln("Cc: {x}", x=cc)
    doc.ln("{lab}: {d} {t}", lab=rng.choice(["Date", "Sent"]), d=D(rng, c, d, EMAIL_DATES), t=_tm(rng))
    doc.ln("Subject: {s}", s=subj)
    doc.nl()


def _clinic_from(rng, c):
    return [H(c.clinic.name), " <", P("EMAIL", c.clinic.email), ">"]


def _pt_from(rng, c):
    return [phi.nm(c.pt, "full", "PATIENT", rng, c.country), " <", P("EMAIL", c.email), ">"] if rng.random() < 0.7 else [P("EMAIL", c.email)]


def _confirm(doc, rng, c, d, ref):
    _hdr(doc, rng, c, _clinic_from(rng, c), [P("EMAIL", c.email)], d - dt.timedelta(days=rng.randint(1, 6)),
         ["Appointment confirmation - ", D(rng, c, d, ["wddm", "wdshort", "short"])])
    doc.ln("Hi {n},", n=ptn(rng, c, ["first", "nick"]))
    doc.nl()
    doc.ln("Thanks for booking with {h}. Your appointment details are below.", h=H(c.clinic.name))
    doc.nl()
    doc.ln("  Practitioner:  {p}", p=drn(rng, c, c.prac))
    doc.ln("  When:          {d} at %d:%02d (%s)" % (rng.randint(8, 18), rng.choice([0, 15, 30, 45]), rng.choice(["initial consult, 60 min", "standard consult, 30 min",
                                                                                                                      "follow-up, 45 min", "initial, 75 min"])),
           d=D(rng, c, d, ["wdlong", "wdlong", "wddm"]))
    doc.ln("  Where:         {a}", a=addr(rng, c.clinic.addr))
    doc.ln("  Booking ref:   {ACCOUNT:r}", r=ref)
    doc.nl()
    doc.ln("Please complete your intake form before you arrive: {URL:u}", u=phi.org_url(rng, c.clinic.slug, "intake?ref=" + ref.lower()))
    doc.ln("Parking is available behind {b}; the entrance is next to the pharmacy.", b=phi.building_piece(rng.choice(PL.BUILDINGS)))
    doc.ln("We require 24 hours' notice of cancellation; late cancellations may be charged %s." % money(rng, c, 30, 70))
    doc.nl()
    doc.ln("Kind regards,")
    doc.ln("{r} | Reception", r=phi.nm(c.recep, rng.choice(["first", "full"]), "DOCTOR", rng, c.country))
    doc.ln("{h} | {PHONE:p}", h=H(c.clinic.name), p=c.clinic.phone)
    doc.nl()


def _reply(doc, rng, c, d):
    s, o, ps = pron(c)
    _hdr(doc, rng, c, _pt_from(rng, c), _clinic_from(rng, c), d, "RE: Appointment confirmation")
    doc.ln("Hi {r},", r=phi.nm(c.recep, "first", "DOCTOR", rng, c.country))
    doc.nl()
    k = rng.sample(range(5), 2)
    if 0 in k:
        doc.ln("Is there any chance I could move to {d} instead? I've got a shift change at work.", d=D(rng, c, d + dt.timedelta(days=rng.randint(1, 3)), ["wd", "wddm"]))
    if 1 in k:
        doc.ln("My {rel} {n} would also like to book in with {p} - {x} can be reached on {PHONE:t}.", rel=c.ec_rel, n=famn(rng, c, styles=["full", "first"]),
               p=drn(rng, c, c.prac, False), x="she" if c.ec.sex == "F" else "he", t=c.ec_phone)
    if 2 in k:
        doc.ln("My health fund is {ORGANIZATION:i}, member number {HEALTHPLAN:m} - can you claim it on the spot?", i=c.insurer, m=c.member)
    if 3 in k:
        doc.ln("I'll be coming straight from work at {e} so may be 5 minutes late.", e=P(c.emp_type, c.employer))
    if 4 in k:
        doc.ln("Also, my new address is {a} - please update your records.", a=addr(rng, phi.make_address(rng, c.country)))
    doc.nl()
    doc.ln("Thanks,")
    doc.ln("{n}", n=ptn(rng, c, ["first", "nick", "init"]))
    if rng.random() < 0.4:
        doc.ln("Sent from my phone")
    doc.nl()


def _invoice(doc, rng, c, d):
    doc.ln(rng.choice(["TAX INVOICE / RECEIPT", "RECEIPT", "INVOICE", "Statement of Account"]))
    doc.ln("{h}", h=H(c.clinic.name))
    doc.ln("Invoice no.: {ACCOUNT:i}    Date: {d}", i=CS.invoice(rng), d=D(rng, c, d, ["num", "short"]))
    doc.ln("Patient: {n}    Account: {ACCOUNT:a}", n=ptn(rng, c, ["full", "LF"]), a=CS.account_no(rng))
    doc.ln("Bill to: {a}", a=addr(rng, c.addr))
    if c.country == "US" and rng.random() < 0.6:
        doc.ln("Guarantor: {n}   SSN: {SSN:s}", n=ptn(rng, c, ["full", "LF"]) if rng.random() < 0.6 else famn(rng, c, styles=["full"]),
               s=CS.ssn(rng, c.country))
    doc.ln("Practitioner: {p}    {lab} {LICENSE:r}", p=phi.nm(c.prac, "full", "DOCTOR", rng, c.country), lab=c.prac.reg_label, r=c.prac.reg)
    doc.nl()
    doc.ln("Date of service | Description                       | Code  | Fee")
    tot = 0.0
    dst = rng.choice(["num", "dm", "short"])
    for dd in sorted(rng.sample(c.visits, min(len(c.visits), rng.randint(1, 3)))):
        fee = rng.choice([65, 75, 85, 95, 110, 125, 140])
        tot += fee
        code = rng.choice(CL.CPT[c.modality]) if c.country == "US" else rng.choice(["1202", "1203", "1602", "STD", "INIT", "105", "F-30"])
        doc.ln("{d} | %-33s | %-5s | %s%d.00" % (rng.choice(["%s consultation" % mod_word(c), "Standard treatment (30 min)", "Initial consult + treatment",
                                                            "Herbal dispensing" if c.modality == "naturo" else "Follow-up treatment"]), code, c.cur, fee),
               d=D(rng, c, dd, [dst]))
    doc.ln("Total: %s%.2f" % (c.cur, tot))
    k = rng.randint(0, 3)
    if k == 0:
        doc.ln("Paid by {x} ending {ACCOUNT:l} on {d}. Balance: %s0.00" % c.cur, x=rng.choice(["Visa", "Mastercard", "debit card", "Amex"]),
               l=phi.digits(rng, 4), d=D(rng, c, d, ["num", "dm"]))
    elif k == 1:
        reb = tot * rng.uniform(0.3, 0.6)
        doc.ln("Health fund rebate ({ORGANIZATION:i}, member {HEALTHPLAN:m}): -%s%.2f. Gap paid: %s%.2f." % (c.cur, reb, c.cur, tot - reb),
               i=c.insurer, m=c.member)
    elif k == 2:
        doc.ln("Amount outstanding: %s%.2f. Please pay within 14 days at {URL:u} quoting your account number." % (c.cur, tot),
               u=phi.org_url(rng, c.clinic.slug, "pay"))
    else:
        doc.ln("Billed to {ORGANIZATION:i}, claim {IDNUM:cl}; nil payable by patient.", i=rng.choice(PL.MOTOR_INSURERS[c.country] + PL.INSURERS[c.country]),
               cl=CS.claim_no(rng, c.country))
    doc.nl()


def _overdue(doc, rng, c, d):
    letterhead(doc, rng, c, style=rng.choice(["plain", "caps"]))
    doc.ln("{d}", d=D(rng, c, d, ["long", "num"]))
    doc.nl()
    doc.ln("{n}", n=ptn(rng, c, ["titlefull", "full"]))
    doc.ln("{a}", a=addr(rng, c.addr, "multi"))
    doc.nl()
    doc.ln("Dear {n},", n=ptn(rng, c, ["title"]))
    doc.nl()
    doc.ln("Account {ACCOUNT:a} - overdue balance", a=CS.account_no(rng))
    doc.ln("Our records show an outstanding balance of %s for treatment on {a} and {b}. A reminder was sent by SMS to {PHONE:m} on {r}." % money(rng, c, 90, 300),
           a=D(rng, c, c.visits[0], ["num", "daymonth"]), b=D(rng, c, c.visits[1], ["num", "daymonth"]), m=c.mobile,
           r=D(rng, c, d - dt.timedelta(days=rng.randint(10, 25)), ["daymonth", "num"]))
    doc.ln("If you are experiencing financial difficulty, please call {x} on {PHONE:p} to arrange a payment plan.",
           x=phi.nm(c.manager, rng.choice(["full", "first"]), "DOCTOR", rng, c.country), p=phi.phone(rng, c.country, ext=True))
    doc.nl()
    doc.ln("Yours sincerely,")
    doc.ln("{n}, {r}", n=phi.nm(c.manager, "full", "DOCTOR", rng, c.country), r=cap(c.manager.role))
    doc.nl()


def booking_correspondence(rng, country):
    mod = rng.choice(["chiro", "osteo", "acup", "massage", "naturo"])
    c = CS.make_case(rng, country, mod)
    doc = Doc()
    d = c.visits[0]
    ref = CS.booking_ref(rng)
    v = rng.randint(0, 3)
    if v == 0:
        _confirm(doc, rng, c, d, ref)
        doc.ln("-" * 50)
        _reply(doc, rng, c, d - dt.timedelta(days=1))
        if rng.random() < 0.6:
            doc.ln("-" * 50)
            _invoice(doc, rng, c, d)
    elif v == 1:
        _reply(doc, rng, c, d - dt.timedelta(days=1))
        doc.ln("> ---- original message ----")
        _confirm(doc, rng, c, d, ref)
    elif v == 2:
        _invoice(doc, rng, c, c.visits[-1])
        if rng.random() < 0.5:
            doc.ln("Emailed to {EMAIL:e} by {USERNAME:u} on {d}.", e=c.email, u=c.recep.user, d=D(rng, c, c.visits[-1], ["num", "dm"]))
        _hdr(doc, rng, c, _pt_from(rng, c), _clinic_from(rng, c), c.visits[-1] + dt.timedelta(days=2), "Query about invoice")
        doc.ln("Hello, I was charged a late-cancellation fee for {d} but I rang on the {w} morning and left a message with {r}. Could you please check? {n}",
               d=D(rng, c, c.visits[-1] - dt.timedelta(days=3), ["wd", "daymonth", "dm"]), w=D(rng, c, c.visits[-1] - dt.timedelta(days=4), ["wd"]),
               r=phi.nm(c.recep, "first", "DOCTOR", rng, country), n=ptn(rng, c, ["full", "first"]))
        doc.nl()
        _hdr(doc, rng, c, [phi.nm(c.manager, "full", "DOCTOR", rng, country), " <", P("EMAIL", phi.person_email(rng, c.manager)), ">"],
             [P("EMAIL", c.email)], c.visits[-1] + dt.timedelta(days=3), "RE: Query about invoice")
        doc.ln("Dear {n},", n=ptn(rng, c, ["title", "first"]))
        doc.ln("Thank you for getting in touch. I have checked the phone log and can confirm your call was received at %d:%02d on {w}. "
               "The fee has been reversed and a credit note ({ACCOUNT:cn}) issued to account {ACCOUNT:a}. Apologies for the inconvenience."
               % (rng.randint(7, 9), rng.randint(0, 59)), w=D(rng, c, c.visits[-1] - dt.timedelta(days=4), ["wd", "daymonth"]),
               cn="CN-%s" % phi.digits(rng, 5), a=CS.account_no(rng))
        doc.ln("Kind regards, {n} ({r})", n=phi.nm(c.manager, rng.choice(["first", "full"]), "DOCTOR", rng, country), r=c.manager.role)
        doc.nl()
    else:
        _overdue(doc, rng, c, c.visits[-1] + dt.timedelta(days=rng.randint(30, 60)))
        _invoice(doc, rng, c, c.visits[-1])
    if rng.random() < 0.5:
        doc.ln("[Online booking log] ref {ACCOUNT:r} created {d} {t} via {URL:u} from {IPADDR:ip}; user {USERNAME:u2}",
               r=ref, d=D(rng, c, d - dt.timedelta(days=rng.randint(2, 9)), ["iso", "num"]), t=_tm(rng), u=phi.org_url(rng, c.clinic.slug, "book"),
               ip=phi.private_ip(rng), u2=c.pt.user)
    return doc, c


# ------------------------------------------------------------- portal
TOPICS = {
    "acup": [("Bruise after treatment", "I've got a bruise about the size of a coin where the needle was in my {x}. Is that normal?",
              ["hand", "calf", "shin", "forearm"], "Small bruises are a common, harmless reaction and usually fade within a week. A cool pack helps on day one."),
             ("Feeling tired after acupuncture", "I felt really wiped out the evening after my session and slept 10 hours. Should I be worried?", None,
              "Tiredness after the first few sessions is common and usually means your body is responding. Keep hydrated and we'll shorten retention next time.")],
    "naturo": [("Herbal tonic - nausea", "Since starting the liquid herbs I've felt a bit queasy after the morning dose. Should I stop?", None,
                "Please pause it for 2 days and restart with food; if the nausea persists, stop and book a review."),
               ("Blood test results", "My GP did bloods - ferritin came back at {x}. Do I keep taking the iron?", ["11", "19", "24", "38"],
                "Yes, please continue alternate-day iron for now; we'll recheck with your GP in 8-12 weeks.")],
    "chiro": [("Sore after adjustment", "My lower back was quite sore the day after, about a {x}/10. Ice or heat?", ["4", "5", "6"],
               "Either is fine - heat after the first 24 hours usually feels best. If you develop numbness, weakness or bladder changes, go to the ED."),
              ("Exercise question", "For the bird dogs - is it 10 each side or 10 total?", None, "10 each side, slow and controlled, twice a day.")],
    "osteo": [("Headache after treatment", "Had a mild headache the evening after my appointment, gone by morning.", None,
               "Thanks for letting me know - a short-lived headache can happen after neck work. I'll use gentler techniques next time."),
              ("Letter for work", "Could you please write a letter for my employer about the desk setup we discussed?", None,
               "Happy to - I'll attach it to your record and email a copy.")],
    "massage": [("Sore after deep tissue", "Still a bit tender in my {x} two days later - is that expected?", ["upper back", "calves", "glutes", "neck"],
                 "Some tenderness for 48 hours is expected after deep work. Gentle movement and a warm shower will help."),
                ("Gift voucher", "Can I use a gift voucher my sister gave me for a 90-minute session?", None,
                 "Yes, that's fine - reception can apply it when you book.")],
}


def portal_messages(rng, country):
    mod = rng.choice(["chiro", "osteo", "acup", "acup", "massage", "naturo", "naturo"])
    c = CS.make_case(rng, country, mod)
    doc = Doc()
    doc.ln("{h} - Patient Portal", h=H(c.clinic.name))
    doc.ln("SECURE MESSAGE THREAD   Thread ID: {IDNUM:t}", t="MSG-%s" % phi.digits(rng, 6))
    doc.ln("Patient: {n} (portal user {USERNAME:u})   File no.: {MRN:m}", n=ptn(rng, c, ["full", "LF"]), u=c.pt.user, m=c.mrn)
    topic, body, fill, reply = rng.choice(TOPICS[mod])
    dst = rng.choice(["num", "iso", "short"])
    doc.ln("Subject: " + topic)
    doc.ln("=" * 50)
    d = c.visits[min(1, len(c.visits) - 1)] + dt.timedelta(days=1)
    t1 = "%02d:%02d" % (rng.randint(18, 23), rng.randint(0, 59))
    doc.ln("[{d} {t}] {u} wrote:", d=D(rng, c, d, [dst]), t=t1, u=P("USERNAME", c.pt.user))
    doc.ln("Hi {p}, " + body.replace("{x}", rng.choice(fill) if fill else ""), p=phi.nm(c.prac, "first", "DOCTOR", rng, country))
    if rng.random() < 0.6:
        doc.ln("Also, {r} said to ask whether {x} can come to my next appointment with me - {x2} has the same problem.", r=["my " + c.ec_rel + " ", famn(rng, c)],
               x="she" if c.ec.sex == "F" else "he", x2="she" if c.ec.sex == "F" else "he")
    doc.ln("Thanks, {n}", n=ptn(rng, c, ["first", "nick"]))
    doc.nl()
    d2 = d + dt.timedelta(days=1)
    doc.ln("[{d} {t}] {p} replied:", d=D(rng, c, d2, [dst]), t="%02d:%02d" % (rng.randint(7, 10), rng.randint(0, 59)),
           p=phi.nm(c.prac, rng.choice(["full", "cred"]), "DOCTOR", rng, country))
    doc.ln("Hi {n}, " + reply, n=ptn(rng, c, ["first", "nick"]))
    if rng.random() < 0.5:
        doc.ln("Your next appointment is {d}. You can join by video if you prefer: {URL:u}", d=D(rng, c, d2 + dt.timedelta(days=rng.randint(3, 10)), ["wdlong", "wddm"]),
               u=phi.org_url(rng, c.clinic.slug, "telehealth/" + phi.digits(rng, 6)))
    doc.ln("{p}", p=phi.nm(c.prac, rng.choice(["first", "init", "full"]), "DOCTOR", rng, country))
    doc.nl()
    if rng.random() < 0.6:
        doc.ln("[{d} {t}] {u} wrote:", d=D(rng, c, d2, [dst]), t=_tm(rng), u=P("USERNAME", c.pt.user))
        doc.ln(rng.choice(["Great, thanks!", "Thank you - will do.", "Perfect. See you then.", "Ok thanks {n}"]), n=phi.nm(c.prac, "first", "DOCTOR", rng, country))
        doc.nl()
    doc.ln("--- Audit trail ---")
    doc.ln("{d} {t}  login  user={USERNAME:u}  ip={IPADDR:ip}", d=D(rng, c, d, ["iso"]), t=t1, u=c.pt.user, ip=phi.private_ip(rng))
    doc.ln("{d} %02d:%02d  read   user={USERNAME:u}  ip={IPADDR:ip}" % (rng.randint(7, 9), rng.randint(0, 59)), d=D(rng, c, d2, ["iso"]), u=c.recep.user,
           ip=phi.private_ip(rng))
    doc.ln("{d} %02d:%02d  reply  user={USERNAME:u}  ip={IPADDR:ip}" % (rng.randint(9, 11), rng.randint(0, 59)), d=D(rng, c, d2, ["iso"]), u=c.prac.user,
           ip=phi.private_ip(rng))
    if rng.random() < 0.45:
        doc.ln("{d} %02d:%02d  2FA    user={USERNAME:u}  method=fingerprint  template={BIOID:b}" % (rng.randint(7, 9), rng.randint(0, 59)),
               d=D(rng, c, d2, ["iso"]), u=c.prac.user, b=CS.bioid(rng))
    doc.ln("Thread closed by {USERNAME:u}.", u=rng.choice([c.prac.user, c.recep.user]))
    return doc, c
