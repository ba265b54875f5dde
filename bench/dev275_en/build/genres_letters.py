"""Genres: referral letters (to GP / paediatrics / others); workplace lactation accommodation letters."""
import clinical as cl
import names
import orgs
import phi
import places
from blocks import (address, adult_age, baby_ref, doctor_ref, dt, letterhead, mum_ref, partner_ref, plus,
                    signature, staff_ref, tm)
from case import Person, baby_age_items, lic_label, staff
from doc import Doc, P

REASONS = [
    ("faltering growth", "Weight has dropped from the {c1}th to below the {c2}th centile despite an optimised feeding plan. "
                         "I would be grateful for a paediatric review to exclude an underlying cause (e.g. cardiac, renal, metabolic)."),
    ("suspected posterior tongue-tie", "Feeding remains painful and inefficient. Assessment suggests a posterior restriction "
                                       "(BTAT {b}/8). Please consider assessment for division."),
    ("? cows' milk protein allergy", "Baby has mucus and streaks of blood in stools, eczema and marked unsettledness after feeds. "
                                     "Mum has started a maternal dairy exclusion as per iMAP guidance pending your review."),
    ("prolonged jaundice", "Jaundice persists beyond 14 days (term) with pale stools reported once. Split bilirubin and "
                           "LFTs would be appreciated; please also review stool colour chart."),
    ("maternal recurrent mastitis", "Third episode in 6 weeks, treated with flucloxacillin each time. Please consider breast "
                                    "ultrasound to exclude abscess and milk culture/sensitivities."),
    ("hypotonia / weak suck", "Baby has a weak, disorganised suck with poor tone and tires quickly. Oral anatomy appears "
                              "normal. I would value a paediatric neurodevelopmental opinion."),
    ("low milk supply - maternal review", "Mum reports minimal breast growth in pregnancy and a low pumping yield "
                                          "(<300 mL/24h). Please check TFTs, prolactin and consider domperidone (off-label)."),
    ("reflux / feeding aversion", "Arching, coughing and back-arching at the breast, with frequent effortless vomits. "
                                  "Weight gain is adequate. Please review for GORD vs. feeding difficulty."),
    ("nipple vasospasm", "Persistent blanching with biphasic colour change, unresponsive to warmth. Nifedipine could be "
                         "considered (compatible with breastfeeding)."),
]


def gen_referral(rng, c):
    d = Doc()
    date = c.days_after(rng, 5, 90)
    sender = rng.choice([c.lc, c.lc, c.hv, c.gp])
    to_gp = sender is not c.gp and rng.random() < 0.6
    recip = c.gp if to_gp else c.paed
    site = c.clinic if sender is not c.gp else c.gp_practice
    letterhead(rng, d, c, site)
    d.nl()
    d.line("{}", dt(rng, c, date, rng.choice(["text", "text", "num", "full"])))
    d.nl()
    if rng.random() < 0.5:
        d.line("Our ref: {}    Your ref: {}", P(phi.idnum(rng, "referral"), "IDNUM"), rng.choice(["-", "n/a", "RFL/IF"]))
    if to_gp:
        d.add(doctor_ref(rng, recip))
        d.nl()
        d.line("{}", P(c.gp_practice, "HOSPITAL"))
        address(rng, d, c.gp_addr, multiline=True)
        d.nl()
        if rng.random() < 0.5:
            d.line("Fax: {}", P(phi.phone(rng, c.c, "land"), "FAX"))
    else:
        d.line("{} {}", rng.choice(["Paediatric Outpatients" if c.c != "US" else "Pediatric Clinic", "General Paediatrics",
                                     "Neonatal Follow-up Clinic", "Duty Paediatrician"]), rng.choice(["", "(urgent)", "- routine"]))
        d.line("{}", P(c.hosp, "HOSPITAL"))
        if rng.random() < 0.5:
            d.line("{} {}", rng.choice(["Fax", "Secure fax"]), P(c.hosp_fax, "FAX"))
    d.nl()
    d.f("Dear ")
    if rng.random() < 0.75:
        d.add(rng.choice(["Dr ", "Dr. "]), P(recip.last, "DOCTOR"))
    else:
        d.add(rng.choice(["Colleague", "Doctor", "Paediatric team"]))
    d.line(",")
    d.nl()
    d.f("Re: {}   DOB {}", c.baby.nm(rng, rng.choice(["full", "FULLCAPS", "LF"])), dt(rng, c, c.birth, "num"))
    d.f("   {} {}", c.nat_label, P(c.baby_nat, c.nat_type))
    d.nl()
    d.f("     Mother: {}  DOB {}", c.mum.nm(rng, rng.choice(["full", "LF"])), dt(rng, c, c.mum_dob, "num"))
    d.nl()
    d.add("     ")
    address(rng, d, c.addr, multiline=False)
    d.f("   Tel {}", P(c.mobile, "PHONE"))
    d.nl(2)
    reason, body = rng.choice(REASONS)
    age_days = (date - c.birth).days
    d.f("Thank you for seeing ")
    d.add(baby_ref(rng, c))
    d.add(", now ")
    d.add(baby_age_items(rng, age_days))
    d.f(", whom I reviewed with {} ", rng.choice(["his mother" if c.baby.sex == "M" else "her mother", "mum", "mum and dad"]))
    d.add(mum_ref(rng, c))
    d.f(" at {} on {}, regarding {}.", P(site, "HOSPITAL"), dt(rng, c, plus(date, -rng.randint(0, 4)), rng.choice(["text", "short", "num"])),
        reason)
    d.nl(2)
    d.f("{} was born at {}/40 by {} at {}, birth weight {} g. ", c.baby.nm(rng, "first"), c.gest(), c.mode,
        P(c.hosp, "HOSPITAL"), c.bw)
    d.add(cl.feeding_pattern(rng, c, age_days), " ")
    wl, _ = cl.weight_line(rng, c, age_days)
    d.line("{}", wl)
    d.nl()
    d.line("{}", body.replace("{c1}", str(rng.choice([25, 50, 75]))).replace("{c2}", str(rng.choice([2, 9]))).replace("{b}", str(rng.randint(1, 5))))
    d.nl()
    if rng.random() < 0.5:
        d.line("Relevant maternal history: {}", " ".join(cl.pick(rng, cl.MAT_HX, 2)))
    if rng.random() < 0.4:
        d.f("Social: ")
        if c.partner is not None:
            d.f("lives with {} who works as a {}; ", partner_ref(rng, c), P(c.partner_job, "PROFESSION"))
        d.line("mum is a {} on maternity leave.", P(c.mum_job, "PROFESSION"))
    d.line("Current plan: {}", " ".join(cl.plan_items(rng, c, rng.randint(2, 4))))
    d.nl()
    d.line("{}", rng.choice(["I have explained the reason for referral to the family, who are in agreement.",
                             "Please do not hesitate to contact me if you need further information.",
                             "Many thanks for your help.", "I will continue to support feeding in the meantime."]))
    d.nl()
    d.line(rng.choice(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "With thanks,"]))
    d.nl()
    signature(rng, d, c, sender, lead="")
    cc = []
    if rng.random() < 0.6:
        d.f("cc: ")
        d.add(mum_ref(rng, c, formal=True))
        if rng.random() < 0.5:
            d.f("; ")
            d.add(staff_ref(rng, c.hv, "cred"))
            d.f(", {}", c.hv.role)
        d.nl()
    if rng.random() < 0.45:
        typist = staff(rng, c.c, "secretary")
        d.line("{}/{}  D: {}  T: {}", P(sender.form(rng, "initials").replace(".", ""), "DOCTOR"), P(typist.form(rng, "lowinit"), "DOCTOR"),
               dt(rng, c, date, "num"), dt(rng, c, plus(date, rng.randint(0, 3)), "num"))
    return d


LAW = {
    "US": "Under the federal PUMP for Nursing Mothers Act (FLSA section 18D), employers must provide reasonable break time and a "
          "private space, other than a bathroom, shielded from view, for up to one year after the child's birth.",
    "UK": "Under the Management of Health and Safety at Work Regulations 1999 and the Workplace (Health, Safety and Welfare) "
          "Regulations 1992, employers should carry out a risk assessment and provide suitable facilities to rest; "
          "the HSE recommends a private, clean room for expressing.",
    "AU": "Under the Sex Discrimination Act 1984 (Cth) and Fair Work Act 2009 provisions, breastfeeding employees are protected "
          "from discrimination, and reasonable adjustments (breaks, a private room, a fridge) are expected.",
    "NZ": "Under the Employment Relations Act 2000 (Part 6C), employers must provide appropriate breaks and facilities for "
          "employees who wish to breastfeed or express milk, so far as is reasonable and practicable.",
    "CA": "Under provincial human rights legislation, breastfeeding is protected under the ground of sex, and employers have a "
          "duty to accommodate to the point of undue hardship.",
}


def gen_workplace(rng, c):
    d = Doc()
    date = c.days_after(rng, 60, 300)
    ret = plus(date, rng.randint(7, 40))
    sender = rng.choice([c.lc, c.gp, c.lc])
    site = c.clinic if sender is c.lc else c.gp_practice
    letterhead(rng, d, c, site, fax=rng.random() < 0.5)
    d.nl()
    d.line("{}", dt(rng, c, date, rng.choice(["text", "num"])))
    d.nl()
    org = names.origin(rng, c.c)
    msex = rng.choice("MF")
    mgr = Person((names.male if msex == "M" else names.female)(rng, org), names.surname(rng, org), "FAMILY", sex=msex)
    r = rng.random()
    if r < 0.5:
        d.f("{} ", rng.choice(["Attn:", "FAO", "To:"]))
        d.add(rng.choice(["Mr " if msex == "M" else "Ms ", "", ""]), mgr.nm(rng, rng.choice(["full", "full"])))
        d.line(", {}", rng.choice(["Line Manager", "HR Manager", "People & Culture", "Store Manager", "Shift Supervisor"]))
    else:
        d.line("To whom it may concern")
    d.line("{}", P(c.employer, "ORGANIZATION"))
    if rng.random() < 0.6:
        a = places.Address(rng, c.c)
        address(rng, d, a, multiline=True)
        d.nl()
    d.nl()
    d.f("Re: ")
    d.add(c.mum.nm(rng, rng.choice(["full", "fml"])))
    d.f(" (DOB {}) - {}", dt(rng, c, c.mum_dob, "num"), rng.choice(["breastfeeding on return to work", "lactation accommodation",
                                                                       "request for expressing breaks"]))
    d.nl(2)
    d.add(mum_ref(rng, c, formal=True))
    d.f(", who is employed by you as a {}, is a patient of {} and is currently breastfeeding ", P(c.mum_job, "PROFESSION"),
        rng.choice(["this service", "our practice", "mine"]))
    d.f("{} ", rng.choice(["her son" if c.baby.sex == "M" else "her daughter", "her baby"]))
    d.add(baby_ref(rng, c))
    d.f(", who will be ")
    months = max(2, (ret - c.birth).days // 30)
    d.add(rng.choice([[P(str(months), "AGE"), " months old"], [P(phi.words(months), "AGE"), " months old"],
                      ["aged ", P(str(months), "AGE"), " months"]]))
    d.line(" when she returns to work on {}.", dt(rng, c, ret, rng.choice(["text", "num", "wd"])))
    d.nl()
    d.line("To maintain her milk supply she will need to express approximately every {} hours during the working day. "
           "Each session takes around {}-{} minutes including set-up and cleaning. I recommend:", rng.choice(["3", "3-4", "4"]),
           rng.choice([15, 20]), rng.choice([30, 40]))
    for item in rng.sample(["a private, lockable room that is not a toilet, with a chair, table and power outlet",
                            "access to a fridge for storing expressed milk (clearly labelled)",
                            "flexibility in break times, particularly during %s shifts" % rng.choice(["long", "night", "12-hour"]),
                            "access to a sink for washing pump parts",
                            "consideration of a phased return or adjusted duties for the first 4 weeks",
                            "exemption from overtime beyond 10 hours where possible"], rng.randint(3, 5)):
        d.line("  - {}", item)
    d.nl()
    d.line("{}", LAW[c.c])
    d.nl()
    if rng.random() < 0.4:
        d.line("{} has been advised that breast milk is not a hazardous substance and needs no special handling.", mum_ref(rng, c))
    d.line("Please contact me on {} if you have any questions.", P(phi.phone(rng, c.c, "land"), "PHONE"))
    d.nl()
    d.line(rng.choice(["Yours faithfully,", "Sincerely,", "Kind regards,"]))
    signature(rng, d, c, sender, lead="", contact=False)
    return d
