"""Genres: lactation consultation with feeding plan; tongue-tie (frenotomy) clinic."""
import clinical as cl
import orgs
import phi
from blocks import (address, adult_age, baby_ref, doctor_ref, dt, dyad_header, mum_ref, partner_ref, plus,
                    signature, staff_ref, tm)
from case import baby_age_items, lic_label
from doc import Doc, P


def social(rng, d, c, date):
    r = rng.random()
    if r < 0.3:
        d.f("Works as a {} at {}; plans to return to work ", P(c.mum_job, "PROFESSION"), P(c.employer, "ORGANIZATION"))
        d.f("{}", rng.choice([["on ", dt(rng, c, plus(date, rng.randint(40, 300)), "text")],
                              ["in ", P(phi.date(rng, plus(date, rng.randint(60, 300)), c.c, "monthyear"), "DATE")],
                              "at 6 months", "after 12 weeks' leave"]))
        d.add(". ")
    elif r < 0.5 and c.partner is not None:
        d.f("Lives with {} ({}), ", partner_ref(rng, c), P(c.partner_job, "PROFESSION"))
        d.add(rng.choice(["who is supportive. ", "currently on paternity leave. ", "works away Mon-Fri. ",
                          "on night shifts. "]))
    elif r < 0.65:
        d.f("{} ({}) staying to help for {}. ", rng.choice(["Her mother", "MGM", "Maternal grandmother", "Nana"]),
            c.gran.nm(rng, "first"), rng.choice(["2/52", "a fortnight", "3 weeks", "the first month"]))
    elif r < 0.75 and c.lang != "English":
        d.f("{}-speaking; {} interpreter {} (ID {}) present. ", c.lang, rng.choice(["phone", "face-to-face", "video"]),
            c.interp.nm(rng, rng.choice(["full", "first"])), P(phi.idnum(rng, "interpreter"), "IDNUM"))
    elif r < 0.85:
        d.f("Older sibling {} (", c.sibling.nm(rng, "first"))
        d.add(P(str(rng.randint(2, 9)), "AGE"), " yrs) at ", P(rng.choice(orgs.SCHOOLS), "ORGANIZATION"), ". ")


def gen_consult(rng, c):
    d = Doc()
    date = c.days_after(rng, 1, 45)
    age_days = (date - c.birth).days
    form = rng.choice(["inpatient", "outpatient", "telehealth", "inpatient", "outpatient"])
    if form == "inpatient":
        d.line("{} - {}", P(c.hosp, "HOSPITAL"), rng.choice(["LACTATION CONSULTATION", "Lactation Consult Note",
                                                            "Infant Feeding Specialist Review", "BREASTFEEDING ASSESSMENT"]))
        d.line("Ward: {}   {} {}   Time seen: {}", P(c.ward, "HOSPITAL"), rng.choice(["Bed", "Bed no.", "Rm/Bed"]),
               P(c.bed, "LOCATION_OTHER"), tm(rng, c))
        dyad_header(rng, d, c, date)
        d.nl()
        d.f("Referred by: ")
        d.add(staff_ref(rng, c.mw, "cred"))
        d.line(" ({}) - {}", rng.choice(["midwife", "MW", "charge midwife", "postnatal ward"]),
               rng.choice(["painful latch", "baby not feeding", "wt loss 9%", "sleepy baby / jaundice", "nipple damage",
                           "mother requests support", "hypoglycaemia protocol, BSL 2.1", "late preterm feeding plan"]))
    elif form == "outpatient":
        d.line("{}", P(c.clinic, "HOSPITAL"))
        d.line(rng.choice(["OUTPATIENT LACTATION VISIT", "Breastfeeding Clinic - Consultation", "Lactation clinic note",
                           "INFANT FEEDING CLINIC"]))
        d.line("Visit: {}  {}   Acct: {}", dt(rng, c, date, "full"), tm(rng, c), P(c.acct, "ACCOUNT"))
        d.f("Mother: {}, ", c.mum.nm(rng, rng.choice(["full", "lf", "fml"])))
        d.add(adult_age(rng, c))
        d.f("  {} ", cl.pick(rng, ["MRN", "Chart #", "Hosp no."]))
        d.line("{}", P(c.mum_mrn, "MRN"))
        d.f("Baby: {}, ", c.baby.nm(rng, rng.choice(["full", "first"])))
        d.add(baby_age_items(rng, age_days))
        d.line(", DOB {}", dt(rng, c, c.birth, "num"))
        if rng.random() < 0.5:
            d.f("Address: ")
            address(rng, d, c.addr, multiline=False)
            d.line("   Mobile {}", P(c.mobile, "PHONE"))
        if c.c == "US" and rng.random() < 0.6:
            d.line("Insurance: {}  Member ID {}", P(c.insurer, "ORGANIZATION"), P(c.mum_nat, "HEALTHPLAN"))
            if c.partner is not None and rng.random() < 0.5:
                d.line("Guarantor: {} ({})  SSN {}", c.partner.nm(rng, rng.choice(["LF", "full"])),
                       "spouse" if rng.random() < 0.6 else "partner", P(phi.ssn(rng, "US"), "SSN"))
        d.f("Referred by ")
        d.add(staff_ref(rng, rng.choice([c.gp, c.paed, c.hv, c.mw])))
        d.line(" of {}", P(c.gp_practice, "HOSPITAL"))
    else:
        d.line("TELEHEALTH LACTATION CONSULT ({})", rng.choice(["video", "video visit", "virtual"]))
        h0, m0 = rng.randint(8, 17), rng.choice([0, 15, 30, 45])
        dur = rng.choice([30, 40, 45, 60, 50])
        h1, m1 = h0 + (m0 + dur) // 60, (m0 + dur) % 60
        d.line("Date of service: {}   Start {}:{}  End {}:{}", dt(rng, c, date, "full"),
               "%02d" % h0, "%02d" % m0, "%02d" % h1, "%02d" % m1)
        d.line("Link: {}", P(phi.url(rng, c.clinic, "video"), "URL"))
        d.line("Patient location: home ({}); connection from IP {}", [P(c.addr.city, "CITY")], P(phi.ip(rng), "IPADDR"))
        d.line("Provider location: {}", P(c.clinic, "HOSPITAL"))
        d.f("Pt: {}  DOB {}  MRN {}\n", c.mum.nm(rng, "LF"), dt(rng, c, c.mum_dob, "full"), P(c.mum_mrn, "MRN"))
        d.f("Infant: {}  (", c.baby.nm(rng, "full"))
        d.add(baby_age_items(rng, age_days))
        d.line(")")
        d.line("Verbal consent for video consult obtained from {}. Identity confirmed with DOB + {}.",
               c.mum.nm(rng, "first"), c.word("postcode").lower())
    d.nl()
    # history
    d.line(rng.choice(["HISTORY", "Hx:", "S:", "Background"]))
    d.add(adult_age(rng, c))
    d.f(" G{}P{}, {} at {}/40, BW {} g. ", c.parity + rng.choice([0, 0, 1]), c.parity, c.mode, c.gest(), c.bw)
    if rng.random() < 0.5:
        d.f("Now day {} ", age_days)
    else:
        d.add("Baby now ")
        d.add(baby_age_items(rng, age_days))
        d.add(" ")
    d.line("({}).", rng.choice(["first baby" if c.parity == 1 else "baby no. %d" % c.parity, "IVF pregnancy",
                                "twin pregnancy" if c.twin else "singleton"]))
    d.line("{}", cl.feeding_pattern(rng, c, age_days))
    d.add("Maternal: ")
    cl.maternal_history(rng, d, c)
    d.nl()
    social(rng, d, c, date)
    d.nl()
    # exam
    d.line(rng.choice(["EXAMINATION", "O:", "O/E", "Observation of feed"]))
    d.add("Breasts: ")
    cl.breast_exam(rng, d, c)
    d.nl()
    d.add("Infant: ")
    cl.infant_exam(rng, d, c)
    d.nl()
    if rng.random() < 0.6:
        cl.oral_assessment(rng, d)
        d.nl()
    wl, now = cl.weight_line(rng, c, age_days)
    d.line("Wt: {}", wl)
    d.line("Feed observed ({} min, {}): {}. {}", rng.randint(8, 40), rng.choice(["cradle", "cross-cradle", "rugby/football hold",
                                                                                  "laid-back", "side-lying"]),
           cl.latch(rng), rng.choice(["Rhythmic suck-swallow 1:1 after let-down.", "Swallows audible but infrequent.",
                                      "Shallow latch, cheeks dimpling.", "Good wide gape, chin leading."]))
    d.nl()
    akey, atext = cl.assessment(rng, c)
    d.line("{} {}", rng.choice(["ASSESSMENT:", "A:", "Impression:"]), atext)
    if rng.random() < 0.4:
        d.line("{}", cl.hard_negative(rng))
    d.nl()
    d.line(rng.choice(["FEEDING PLAN", "P: Feeding plan", "Plan (agreed with mum):", "PLAN"]))
    for i, item in enumerate(cl.plan_items(rng, c, rng.randint(3, 6), akey), 1):
        d.line("{}{} {}", i, rng.choice([".", ")", "."]), item)
    if rng.random() < 0.5:
        d.line("Top-up volumes: {} mL x 8 feeds ({} mL/kg/day).", rng.choice([10, 15, 20, 30, 45, 60]), rng.choice([60, 90, 120, 150]))
    d.line("{}", cl.red_flags(rng, c))
    d.nl()
    r = rng.random()
    if r < 0.4:
        d.line("Follow-up: weight check {} at {} ({}).", dt(rng, c, plus(date, rng.randint(2, 7)), rng.choice(["wd", "short", "full"])),
               P(rng.choice([c.clinic, c.gp_practice]), "HOSPITAL"), rng.choice(["booked", "mum to book", "HV informed"]))
    elif r < 0.7:
        d.f("F/U phone call in 48 h to {} on {}", mum_ref(rng, c), P(c.mobile, "PHONE"))
        d.line(". Review in {}.", rng.choice(["1/52", "2/52", "5 days", "one week"]))
    else:
        d.f("Discussed with ")
        d.add(doctor_ref(rng, c.paed))
        d.line(" ({}); agrees with plan. Next LC review {}.", rng.choice(["paeds SHO", "on-call paeds", "neonatal reg"]),
               dt(rng, c, plus(date, rng.randint(1, 4)), "short"))
    d.nl()
    signature(rng, d, c, c.lc, date=date if rng.random() < 0.5 else None)
    if rng.random() < 0.25:
        d.line("cc: {} ({})", P(c.gp_practice, "HOSPITAL"), c.word("gp"))
    return d


def gen_frenotomy(rng, c):
    d = Doc()
    date = c.days_after(rng, 3, 70)
    age_days = (date - c.birth).days
    site = rng.choice([c.hosp, c.clinic])
    op = c.paed if rng.random() < 0.5 else c.lc2
    form = rng.choice(["procedure", "procedure", "assessment", "review"])
    d.line("{}", P(site, "HOSPITAL"))
    d.line(rng.choice(["Tongue-tie Clinic", "INFANT FRENULOTOMY CLINIC", "Tongue Tie Assessment & Division Service",
                       "Ankyloglossia clinic", "Frenotomy Clinic"]) + " - " +
           {"procedure": "Procedure Record", "assessment": "Assessment", "review": "Post-division Review"}[form])
    d.line("Clinic date: {}    Procedure log no: {}", dt(rng, c, date, "full"), P(phi.idnum(rng, "procedure", date.year), "IDNUM"))
    d.f("Infant: {}   DOB: {}   ", c.baby.nm(rng, rng.choice(["full", "LF"])), dt(rng, c, c.birth, "num"))
    d.f("Age: ")
    d.add(baby_age_items(rng, age_days))
    d.nl()
    d.line("{} {}    {} {}", rng.choice(["Hosp no", "MRN", "Unit no."]), P(c.baby_mrn, "MRN"), c.nat_label, P(c.baby_nat, c.nat_type))
    d.f("Parent(s): {}", c.mum.nm(rng, rng.choice(["full", "lf"])))
    if c.partner is not None and rng.random() < 0.6:
        d.f(" & {}", c.partner.nm(rng, "full"))
    d.line("   Tel: {}", P(c.mobile, "PHONE"))
    d.f("Referrer: ")
    d.add(staff_ref(rng, rng.choice([c.mw, c.hv, c.lc, c.gp])))
    d.line(", {}  (referral rec'd {}; ref {})", P(rng.choice([c.gp_practice, c.clinic, c.hosp2]), "HOSPITAL"),
           dt(rng, c, plus(date, -rng.randint(3, 20)), "short"), P(phi.idnum(rng, "referral"), "IDNUM"))
    d.nl()
    d.line("Feeding: {}", cl.feeding_pattern(rng, c, age_days))
    d.line("Maternal symptoms: {}", rng.choice(["nipple pain 8/10 throughout feeds", "compression lines, blanching",
                                                  "pain 4/10 on latch only", "recurrent blocked ducts", "none reported",
                                                  "cracked L nipple, bleeding"]))
    cl.oral_assessment(rng, d)
    d.nl()
    d.line("Also noted: {}", rng.choice(["upper lip tie (Kotlow class II) - not treated, no evidence it affects feeding.",
                                          "no buccal ties.", "palate intact, high arch.", "FH: sibling had TT divided.",
                                          "Vit K given at birth (IM) - confirmed on red book / child health record."]))
    d.nl()
    if form in ("procedure",):
        d.line("PROCEDURE")
        d.f("Written consent from {} ", mum_ref(rng, c, formal=rng.random() < 0.5))
        if c.partner is not None and rng.random() < 0.4:
            d.f("and {} ", partner_ref(rng, c))
        d.line("after discussing risks (bleeding, infection, ulcer, damage to ducts, recurrence, no improvement).")
        d.line("Baby swaddled, held by {}. Frenulum divided with sterile blunt-ended scissors {}.",
               rng.choice(["assistant", "HCA", "parent", "student midwife"]), rng.choice(["(single snip)", "2 snips", "to base"]))
        d.line("Blood loss {}. Pressure with gauze {} min. Fed at breast immediately; {}.",
               rng.choice(["<1 mL", "minimal", "few drops", "~2 mL"]), rng.randint(1, 3),
               rng.choice(["improved latch, mum reports less pain (3/10)", "comfortable feed", "baby settled", "no immediate change"]))
        d.line("Post-procedure: diamond-shaped white ulcer expected 24-48 h; no tongue exercises required. Paracetamol as per dose chart.")
        d.f("Operator: ")
        d.add(staff_ref(rng, op, "cred"))
        if op.lic and rng.random() < 0.6:
            d.f("  ({} {})", lic_label(rng, op.lic_kind), P(op.lic, "LICENSE"))
        d.nl()
        d.f("Assist: ")
        d.add(staff_ref(rng, c.mw, "plain"))
        d.nl()
    elif form == "assessment":
        d.line("Outcome: {}", rng.choice(["tongue-tie present and likely affecting feeding - listed for division",
                                          "TT present but feeding effective - division not indicated at present",
                                          "no tongue-tie; positioning/attachment support given",
                                          "parents to consider; info leaflet given"]))
        d.line("Listed for: {}", dt(rng, c, plus(date, rng.randint(1, 14)), rng.choice(["wd", "full"])))
    else:
        d.line("Review {} post division.", rng.choice(["1/52", "10/7", "2 weeks", "5 days"]))
        d.line("Wound healed well. {} Weight {} g.", rng.choice(["Feeding comfortably.", "Pain reduced from 8/10 to 2/10.",
                                                               "Some reattachment suspected.", "Still clicking on L side."]),
               rng.randint(3100, 5600))
    d.nl()
    d.line("Follow-up: {} will phone {} ({}).", rng.choice(["clinic", "LC", "feeding team"]),
           rng.choice(["in 48 h", "tomorrow", "in 1 week"]), P(phi.phone(rng, c.c, "land"), "PHONE"))
    if rng.random() < 0.5:
        d.f("Letter to {}: ", c.word("gp"))
        d.add(doctor_ref(rng, c.gp))
        d.line(", {} (fax {})", P(c.gp_practice, "HOSPITAL"), P(phi.phone(rng, c.c, "land"), "FAX"))
    if rng.random() < 0.3:
        d.line("Entered by {} {}", rng.choice(["user", "login"]), P(phi.username(rng, op.first, op.last, staff=True), "USERNAME"))
    return d
