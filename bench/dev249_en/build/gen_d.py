"""Genre (own): case-coordination e-mail thread between OT, equipment
service, grants/housing and family (dev249_en)."""

import clin as K
import phi as H
from core import Ph

TOPICS = ["stairlift install date", "hoist delivery", "grant application progress", "mattress swap", "urgent - bed fault",
          "collection of equipment", "wet room works start", "seating review", "telecare responders",
          "discharge this week - equipment", "ramp quote", "sling sizes"]


def _sent(c, days):
    r = c.rng
    d = c.date(days)
    st = r.choice(["wd_full", "wd_full", "iso", "dmy"])
    if st == "wd_full":
        if c.country == "CA":
            txt = "%s, %s %d, %d" % (H.DAYS[d.weekday()], H.MONTHS[d.month - 1], d.day, d.year)
        else:
            txt = "%s, %d %s %d" % (H.DAYS[d.weekday()], d.day, H.MONTHS[d.month - 1], d.year)
    else:
        txt = H.dfmt(d, st)
    return [Ph(txt, "DATE"), " " + K.time_of_day(r)]


def _addr(c, p):
    return [H.name(c.rng, p, "DOCTOR", "full"), " <", c.EMAIL(p), ">"]


def _header(n, c, frm, to, cc, days, subj):
    n.ln("From: {f}", f=_addr(c, frm))
    n.ln("Sent: {s}", s=_sent(c, days))
    n.ln("To: {t}", t=_addr(c, to))
    if cc is not None:
        n.ln("Cc: {c}", c=c.EMAIL(cc, org_like=c.rng.random() < 0.5))
    n.ln("Subject: {s}", s=subj)
    n.nl()


def _sig(n, c, p, org):
    r = c.rng
    n.nl()
    n.ln(r.choice(["Thanks", "Many thanks", "Kind regards", "Best", "Cheers"]) + ",")
    n.ln("{g}", g=H.name(r, p, "DOCTOR", "given"))
    n.nl()
    n.ln("{f} | %s | {o}" % (p.cred or "Occupational Therapist"), f=H.name(r, p, "DOCTOR", "full"), o=org)
    n.f("T: {t}", t=c.TEL("land", ext=True))
    if r.random() < 0.5:
        n.f(" | M: {m}", m=c.TEL("mob"))
    n.nl()
    if r.random() < 0.3:
        n.ln("{u}", u=c.URL())
    if r.random() < 0.5:
        n.ln("I work part-time (3 days/week). This e-mail may contain confidential information; if received in error please delete it.")


def email_thread(n, c):
    r = c.rng
    ot = c.ot
    other = c.new_staff(r.choice(["coord", "grants", "tech", "sw", "nurse"]))
    team = c.site("clinic")
    other_org = c.org(r.choice(["equip", "council", "tele", "housing"]))
    topic = r.choice(TOPICS)
    pt_ref = r.choice(["initials", "title", "full"])
    subj_pt = H.name(r, c.pt, "PATIENT", pt_ref)
    ref = c.REF(r.choice(["ref", "dfg", "order", "job"]))
    subj = ["RE: ", subj_pt, " - %s (ref " % topic, ref, ")"]
    # newest message first
    _header(n, c, ot, other, other if r.random() < 0.3 else None, 0, subj)
    n.ln("Hi {g},", g=H.name(r, other, "DOCTOR", "given"))
    n.nl()
    n.f("Thanks for this. I've spoken to {p}'s {rel} {f} today and ", p=c.P("title"), rel=c.nok.role, f=c.F())
    n.f(r.choice(["they're happy with {d} for the install", "{d} works, someone will be in from 9",
                  "they can't do {d} - could we look at the following week?",
                  "they'd like the old equipment taken away on {d} as well"]) + ". ",
        d=c.D(r.randint(3, 20), r.choice(["weekday", "wd_d_month", "d_month"] if c.country != "CA"
                                          else ["weekday", "wd3_mon_d", "month_d"])))
    n.f("Best contact is {t} (%s). " % r.choice(["mobile", "landline", "works shifts, text first"]),
        t=Ph(c.nok_phone, "PHONE"))
    n.nl().nl()
    n.f("Clinically nothing has changed: " + K.mobility_aid(r) + ", " + ", ".join(K.scores(r, 2)) +
        ". {p} is still " + r.choice(["sleeping downstairs", "strip-washing", "using the commode at night",
                                     "on 2 carers"]) + ". ", p=c.P("given"))
    if r.random() < 0.5:
        n.f("Please note {p} moved to {a} on {d}, so use the new address. ", p=c.P("given"),
            a=[Ph(c.addr.street, "STREET"), ", ", c.CITY()], d=c.Dx(-r.randint(10, 60)))
    if r.random() < 0.4:
        n.f("DOB {d} and ", d=c.DOB())
        lab, v = c.MRN()
        n.f(lab + " {v} for your records. ", v=v)
    n.f(K.narrative(r, 1))
    n.nl()
    _sig(n, c, ot, team)
    n.nl()
    n.ln("-----Original Message-----")
    _header(n, c, other, ot, None, -r.randint(1, 6), [subj_pt, " - " + topic])
    n.ln("Hi {g},", g=H.name(r, ot, "DOCTOR", "given"))
    n.nl()
    body = r.choice([
        "We've had the quote back from {b} for the works at {p}'s property: %s. Can you confirm the recommendation still stands?",
        "Our engineer {e} called at {p}'s on {d} but no one answered. Card left. Can you check the contact details?",
        "The stairlift survey is booked for {d}. The installer will need {p}'s {rel} present.",
        "Just to let you know the replacement pump (S/N {s}) went out on {d}; the old one (asset {a}) is in quarantine.",
        "We need a signed landlord consent from {h} before we can approve. Tenancy ref {acc}.",
        "Responders on the account ({acc}) are out of date - {p}'s {rel} asked us to add {f2}.",
    ])
    n.ln(body % ("%s%s" % ("\u00a3" if c.country == "UK" else "$", format(r.randint(300, 2500) * 10, ","))) if "%s" in body else body,
         b=c.org("builder"), p=c.P("title"), e=H.name(r, c.new_staff("tech"), "DOCTOR", "full"),
         d=c.D(-r.randint(1, 10)), rel=c.nok.role, s=c.DEV("serial"), a=c.DEV("asset"), h=c.org("housing"),
         acc=c.ACC(), f2=c.F(c.new_person(), "full"))
    n.nl()
    n.ln("Thanks,")
    n.ln("{g}", g=H.name(r, other, "DOCTOR", r.choice(["given", "full"])))
    n.ln("{o}", o=other_org)
    if r.random() < 0.5:
        n.ln("Tel {t}  Fax {f}", t=c.TEL("land", ext=True), f=c.FAX())
    if r.random() < 0.3:
        n.ln("Sent from system user {u} via secure mail", u=c.USER(other))
