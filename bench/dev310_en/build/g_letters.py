"""Genres: MND clinic letter, hospice liaison letter, benefits/support letter."""
from doc import P, join
import phi
import clin
import common as cm


def gp_address(n, c):
    n.line("{t}{g}", t=c.gp.t(), g=c.gp.init_last() if c.rng.random() < 0.5 else c.gp.full())
    n.line("{h}", h=P("HOSPITAL", c.gp_site))
    n.add(c.gp_addr.block())
    n.add("\n")


def history_par(n, c):
    rng = c.rng
    opts = [
        lambda: n.f("{pt} is {art} {age} {job} with {ph}, symptom onset {on} and diagnosis confirmed at {h} in {dx}. ",
                    pt=c.pt.titled(), art=c.a(), age=c.age_seg("year-old"),
                    job=("retired " if c.retired else "") + ("man" if c.sex == "M" else "woman"),
                    ph=c.pheno, on=c.D(c.onset, "part"), h=c.H(c.hosp2 if rng.random() < 0.4 else c.hosp),
                    dx=c.D(c.dx, "part")),
        lambda: n.f("As you know, {pt} was diagnosed with {ph} in {dx} at the age of {a}. ",
                    pt=c.pt.titled(), ph=c.pheno, dx=c.D(c.dx, "part"), a=c.age_plain(c.dx_age)),
        lambda: n.f("I saw {pt} ({age}) in the combined MND clinic on {d}. {He} has {ph}, first noticed around {on}. ",
                    pt=c.pt.titled_full(), age=c.age_seg("sex"), d=c.D(c.date, "full"), He=c.He, ph=c.pheno,
                    on=c.D(c.onset, "part")),
    ]
    rng.choice(opts)()
    if rng.random() < 0.6:
        n.f("{He} worked as a {p}{emp} until {y}. ", He=c.He, p=P("PROFESSION", c.prof),
            emp=([" with ", P("ORGANIZATION", c.employer)] if rng.random() < 0.5 else ""),
            y=c.D(c.dx if rng.random() < 0.5 else c.onset, "part"))
    r = rng.random()
    if r < 0.2:
        n.f("{He} was born in {co} and moved here in {y}. ", He=c.He, co=P("COUNTRY", c.abroad),
            y=c.D(phi.add_days(c.dob, rng.randint(18, 35) * 365), "year"))
    elif r < 0.35 and c.c == "UK":
        n.f("{He} grew up in {st} and moved to {t} in {y}. ", He=c.He,
            st=P("STATE", rng.choice(["Wales", "Scotland", "Northern Ireland"])), t=P("CITY", c.addr.town),
            y=c.D(phi.add_days(c.dob, rng.randint(20, 40) * 365), "year"))
    n.f("{He} attended today with {f}. ", He=c.He, f=cm.fam_ref(c, "sp" if not c.living_alone else "fr"))
    s = clin.symptoms(rng, c.pkind, 3)
    n.f("Since the last review {he} reports {a}, {b} and {x}.", he=c.he, a=s[0], b=s[1], x=s[2])
    n.add("\n\n")


def plan_items(c):
    rng = c.rng
    items = []
    items.append(["Riluzole: continue 50 mg BD; LFTs and FBC to be checked by the practice in ", clin.dur(rng), "."])
    items.append(["Respiratory: referral to ", c.resp.titled(), " at ", c.H(c.hosp2 if rng.random() < 0.5 else c.hosp),
                  " for consideration of NIV; overnight oximetry requested."])
    items.append(["Nutrition: ", c.diet.full(), " (dietitian) to review; gastrostomy discussed and information leaflet given. ",
                  c.He, " would like to think about this before the next clinic."])
    items.append(["Saliva: start glycopyrronium 1 mg TDS, titrating to effect; consider hyoscine patch if not tolerated."])
    items.append(["Communication: SLT referral for voice banking and a communication aid assessment with ",
                  c.slt.full(), "."])
    items.append(["Equipment: OT home visit booked for ", c.D(c.day(rng.randint(5, 30)), "any"),
                  " to assess for a riser-recliner and bathroom adaptations."])
    items.append(["Advance care planning: ", c.he, " has started to complete an advance statement with ",
                  c.coord.full(), "; we will revisit ventilation preferences."])
    items.append(["Research: ", c.he, " is interested in the natural history registry; consent form sent."])
    rng.shuffle(items)
    items = items[:rng.randint(3, 6)]
    items.append(["Review in the MND clinic in ", clin.dur(rng), rng.choice(["", " (provisional date "]),
                  ])
    if items[-1][-1] == " (provisional date ":
        items[-1] += [c.D(c.day(rng.randint(60, 110)), "full"), ")."]
    else:
        items[-1].append(".")
    return items


def clinic_letter(n, c):
    rng = c.rng
    us = c.c in ("US", "CA")
    cm.letterhead(n, c)
    if rng.random() < 0.5:
        n.line("Clinic date: {d}    Dictated: {d2}    Typed: {d3}", d=c.D(c.date, "full"),
               d2=c.D(c.date, "full"), d3=c.D(c.day(rng.randint(2, 10)), "full"))
    else:
        n.line("{d}", d=c.Ds(c.day(rng.randint(1, 8)), rng.choice(["long", "num", "long_ord"])))
    n.add("\n")
    gp_address(n, c)
    sal = [("Dear Dr. " if c.gp.dot else "Dear Dr "), c.gp.last_only(), ":" if c.c == "US" else ","]
    if not us and rng.random() < 0.3:
        sal = ["Dear ", c.gp.first_only(), ","]
    n.line("{s}", s=sal)
    n.add("\n")
    cm.banner(n, c, full=rng.random() < 0.7)
    n.line("Diagnoses:" if not us else "Assessment:")
    n.line("1. {p} - onset {o}, diagnosed {d}", p=c.Pheno, o=c.D(c.onset, "part"), d=c.D(c.dx, "part"))
    n.line("2. {k}", k=clin.kings(rng))
    extra = rng.sample(["Type 2 diabetes, diet-controlled", "Hypertension", "Osteoarthritis of both knees",
                        "Previous left total hip replacement", "Depression, on treatment", "Hypothyroidism",
                        "Atrial fibrillation, on apixaban"], 2)
    n.line("3. {e}", e=extra[0])
    if rng.random() < 0.5:
        n.line("4. {e} ({y})", e=extra[1], y=c.D(min(phi.add_days(c.dob, rng.randint(40, 60) * 365), c.day(-400)), "part"))
    n.add("\n")
    n.line("Current medication:" if not us else "Medications:")
    for m in clin.meds(rng, c.c):
        n.line("- {m}", m=m)
    n.add("\n")
    history_par(n, c)
    ex = clin.exam(rng, 3)
    n.line("On examination there was {a}, {b} and {x}.", a=ex[0], b=ex[1], x=ex[2])
    tot, afrs = clin.alsfrs(rng, c.pkind)
    _, fv = clin.fvc(rng)
    _, wt = clin.weight(rng, c.c)
    n.line("{a}. {f}; {s}; {sp}. {w}.", a=afrs, f=fv, s=clin.snip(rng), sp=clin.spo2(rng), w=wt)
    n.add("\n")
    if rng.random() < 0.5:
        n.f("{He} remains independent with personal care but {sp} now helps with dressing. ", He=c.He,
            sp=cm.fam_ref(c, "sp"))
    else:
        n.f("Carers from {ag} visit {t} daily and {he} is managing with their support. ",
            ag=P("ORGANIZATION", c.agency), t=rng.choice(["twice", "three times", "once"]), he=c.he)
    if rng.random() < 0.5:
        n.f("{His} {ch} {nm} lives in {t} and is visiting more often; another child lives in {co}.",
            His=c.His, ch=c.ch_rel, nm=c.ch.first_only(), t=P("CITY", c.ch_town), co=P("COUNTRY", c.abroad))
    else:
        n.f("{He} is keen to be well enough to travel for {h} and asked about flying with NIV.",
            He=c.He, h=P("DATE", rng.choice(["Christmas", "Easter", "Christmas", "Thanksgiving" if c.c in ("US", "CA") else "New Year"])))
    n.add("\n\n")
    n.line("Plan:" if rng.random() < 0.6 else "Impression and plan:")
    for i, it in enumerate(plan_items(c)):
        n.line("{i}. {x}", i=str(i + 1), x=it)
    cm.sign_phys(n, c, c.neuro, "neuro")
    if rng.random() < 0.5:
        n.line("Seen with {r}, {role}", r=[c.neuro2.t(), c.neuro2.full()], role=c.neuro2.role)
    cm.typist(n, c, c.neuro)
    cm.cc_block(n, c)


def hospice_letter(n, c):
    rng = c.rng
    us = c.c in ("US", "CA")
    referral = rng.random() < 0.6
    if referral:
        cm.letterhead(n, c)
        n.line("{d}", d=c.Ds(c.date, rng.choice(["long", "num", "abbr"])))
        n.add("\n")
        n.line("Specialist Palliative Care Referrals" if not us else "Hospice Intake Coordinator")
        n.line("{h}", h=P("HOSPITAL", c.hospice))
        n.add(phi.Address(rng, c.c).block())
        n.add("\n")
        n.line("Dear {x},", x=rng.choice(["colleague", "Colleagues", "Hospice team"]) if rng.random() < 0.5 else [c.pall.t(), c.pall.last_only()])
        n.add("\n")
        n.line("Re: {nm}, DOB {dob}, {ids}", nm=c.pt.fml(), dob=c.Ds(c.dob, "num"), ids=c.ids_line())
        n.line("Address: {a}   Tel: {t}", a=c.addr_line(), t=P("PHONE", c.home))
        n.add("\n")
        n.f("Thank you for seeing this {a} {g} with {ph} (diagnosed {dx}) for hospice day services and community "
            "specialist palliative care support. ", a=c.age_seg("year-old"), g="gentleman" if c.sex == "M" else "lady",
            ph=c.pheno, dx=c.D(c.dx, "part"))
        n.f("{He} was last reviewed in our clinic on {d} by {dr}. ", He=c.He, d=c.D(c.day(-rng.randint(3, 20)), "full"),
            dr=phi.dr_ref(rng, c.neuro))
    else:
        n.line("{h}", h=P("HOSPITAL", c.hospice))
        n.line("Community Specialist Palliative Care Team" if not us else "Hospice and Palliative Care Program")
        ha = phi.Address(rng, c.c)
        n.line("{a}", a=ha.oneline())
        n.line("Tel {t}  Fax {f}", t=P("PHONE", phi.phone(rng, c.c)), f=P("FAX", phi.phone(rng, c.c)))
        n.add("\n")
        n.line("{d}", d=c.Ds(c.date, rng.choice(["long", "num", "long_ord"])))
        n.add("\n")
        n.line("{t}{nm}", t=c.neuro.t(), nm=c.neuro.full())
        n.line("{r}, {h}", r=c.neuro.role, h=c.H())
        n.add("\n")
        n.line("Dear {t}{nm},", t=c.neuro.t(), nm=c.neuro.last_only())
        n.add("\n")
        n.line("RE: {nm} (DOB {dob})  {l} {m}", nm=c.pt.caps(), dob=c.Ds(c.dob, "num"), l=c.hp_label, m=c.hp_seg())
        n.add("\n")
        n.f("I visited {pt} at home in {t} on {d} with {rn}, {role}. ", pt=c.pt.titled(), t=P("CITY", c.addr.town),
            d=c.D(c.date, rng.choice(["any", "full"])), rn=c.hnurse.full(), role=c.hnurse.role)
    s = clin.symptoms(rng, c.pkind, 3)
    n.f("Current issues are {a}, {b} and {x}. ", a=s[0], b=s[1], x=s[2])
    ipap, epap, rate, ti, rise = clin.settings(rng)
    if rng.random() < 0.6:
        n.f("{He} uses NIV ({m}, IPAP {i} / EPAP {e}, backup rate {r}) for about {h} hours in 24, including most of the night. ",
            He=c.He, m=clin.model(rng, "niv"), i=str(ipap), e=str(epap), r=str(rate), h=str(rng.randint(6, 20)))
    else:
        n.f("{He} declined NIV in {d} and understands this may shorten life; this decision has been revisited and stands. ",
            He=c.He, d=c.D(c.day(-rng.randint(30, 200)), "part"))
    if rng.random() < 0.6:
        n.f("A {g} was placed at {h} on {d}.\n\n", g=rng.choice(["RIG", "PEG", "PIG"]),
            h=c.H(c.hosp2), d=c.D(c.day(-rng.randint(20, 300)), "full"))
    else:
        n.add("Gastrostomy was offered and declined; oral intake is small but enjoyed.\n\n")
    n.line("Medication:")
    n.line("{m}", m="; ".join(clin.meds(rng, c.c, 5)))
    n.add("\n")
    n.line("Social situation:" if not us else "Psychosocial:")
    if c.living_alone:
        n.f("{He} lives alone in a {h}; {f} ({rel}) visits daily and holds a key. ", He=c.He,
            h=rng.choice(["ground-floor flat", "bungalow", "two-storey house"]), f=c.fr.full(), rel=c.fr_rel)
    else:
        n.f("{He} lives with {sp} ({a}), a {r}{p}, who is the main carer. ", He=c.He, sp=cm.fam_ref(c, "sp"),
            a=c.age_plain(c.sp_age), r="retired " if c.sp_age >= 66 else "", p=P("PROFESSION", c.sp_prof))
    n.f("{His} {r} {ch} ({m}) is the main contact for arrangements. ", His=c.His, r=c.ch_rel, ch=c.ch.full(),
        m=P("PHONE", c.ch_mob))
    if rng.random() < 0.5:
        n.f("Spiritual support is from {ch}. ", ch=P("ORGANIZATION", rng.choice(["Holy Cross Parish", "Grace Fellowship Church", "Riverside Baptist Church", "Calder Road Methodist Church"])))
    n.add("\n\n")
    n.line("Wishes and advance care planning:")
    n.f("Preferred place of care is home and preferred place of death is {p}. ", p=rng.choice(["home", "the hospice", "home, with hospice as a second choice"]))
    n.f("A {f} form was completed on {d} and a copy is in the {w}. ", f=rng.choice(["ReSPECT", "DNACPR", "POLST", "MOLST", "goals of care"]),
        d=c.D(c.day(-rng.randint(5, 120)), "full"), w=rng.choice(["house", "red folder", "message-in-a-bottle kit"]))
    lpa = {"UK": "lasting power of attorney for health and welfare", "IE": "an enduring power of attorney",
           "AU": "appointment as enduring guardian", "CA": "power of attorney for personal care",
           "US": "designation as health care proxy"}[c.c]
    if c.living_alone:
        n.f("{His} {r} {ch} holds {lpa}.", His=c.His, r=c.ch_rel, ch=c.ch.first_only(), lpa=lpa)
    else:
        n.f("{His} {sp} holds {lpa}.", His=c.His, sp=c.sp_rel, lpa=lpa)
    if rng.random() < 0.4:
        n.f(" {His} {r} lives in {co} and plans to travel home in {d}.", His=c.His, r=rng.choice(["brother", "sister", "eldest son", "daughter"]),
            co=P("COUNTRY", c.abroad), d=c.D(c.day(rng.randint(10, 60)), rng.choice(["month", "part", "day_month"])))
    n.add("\n")
    if referral:
        cm.sign_phys(n, c, c.neuro, "neuro")
        cm.typist(n, c, c.neuro)
    else:
        cm.sign_phys(n, c, c.pall, "pall", role=[c.pall.role, ", ", P("HOSPITAL", c.hospice)])
    if rng.random() < 0.6:
        n.line("cc: {g}, {s}; {co}, {r}", g=[c.gp.t(), c.gp.full()], s=P("HOSPITAL", c.gp_site),
               co=c.coord.full(), r=c.coord.role)


BEN = {
    "UK": ("Personal Independence Payment (PIP)", "Special Rules for End of Life (SR1)", "a Blue Badge"),
    "IE": ("Disability Allowance", "Carer's Allowance for spouse", "the Disabled Drivers and Passengers Scheme"),
    "AU": ("NDIS access request", "Centrelink Carer Payment", "a disability parking permit"),
    "CA": ("CPP Disability benefit", "Disability Tax Credit", "an accessible parking permit"),
    "US": ("SSDI application", "expedited Compassionate Allowance review", "a disability parking placard"),
}


BEN_OLD = {
    "UK": ("Attendance Allowance", "the special rules for end of life (SR1)"),
    "IE": ("application for priority home support hours", "priority on clinical grounds"),
    "AU": ("home care package (level 4) assessment", "priority access on clinical grounds"),
    "CA": ("Disability Tax Credit", "the marked restriction criteria"),
    "US": ("Medicaid home and community-based services waiver", "the nursing-facility level-of-care criteria"),
}


def benefits_letter(n, c):
    rng = c.rng
    us = c.c in ("US", "CA")
    ben, ben2, park = BEN[c.c]
    if c.age >= 66:
        ben, ben2 = BEN_OLD[c.c]
    cm.letterhead(n, c)
    n.line("{d}", d=c.Ds(c.date, rng.choice(["long", "num", "long_ord"])))
    n.add("\n")
    n.line("TO WHOM IT MAY CONCERN" if rng.random() < 0.5 else "Re: Supporting medical evidence - " + ben)
    n.add("\n")
    n.line("Name:           {nm}", nm=c.pt.fml())
    n.line("Date of birth:  {d}", d=c.Ds(c.dob, "num" if rng.random() < 0.6 else "long"))
    n.line("Address:        {a}", a=c.addr_line())
    if c.c == "UK":
        n.line("NHS number:     {h}", h=c.hp_seg())
    elif c.c == "IE":
        n.line("PPSN:           {s}", s=P("SSN", c.ssn))
    elif c.c == "AU":
        n.line("CRN:            {s}", s=P("SSN", c.ssn))
        if c.age < 65:
            n.line("NDIS number:    {h}", h=P("HEALTHPLAN", phi.healthplan(rng, "AU", "ndis")))
        else:
            n.line("Medicare No:    {h}", h=c.hp_seg())
    elif c.c == "CA":
        n.line("SIN:            {s}", s=P("SSN", c.ssn))
        n.line("{l}:{sp}{h}", l=c.hp_label, sp=" " * max(1, 15 - len(c.hp_label)), h=c.hp_seg())
    else:
        n.line("SSN:            {s}", s=P("SSN", c.ssn))
        n.line("Medicare MBI:   {h}", h=P("HEALTHPLAN", phi.healthplan(rng, "US", "mbi")))
    if rng.random() < 0.6:
        n.line("Claim reference: {r}", r=P("IDNUM", phi.idnum(rng, rng.choice(["CLM", "REF", "DA", "BR"]))))
    n.add("\n")
    n.f("I am writing in support of {pt}'s {b}. I am {pos} and have been involved in {his} care since {d}. ",
        pt=c.pt.titled_full() if rng.random() < 0.5 else c.pt.titled(), b=ben,
        pos=["the consultant neurologist leading the MND service at " if not us else "the neurologist directing the ALS clinic at ",
             c.H()], his=c.his, d=c.D(c.dx, "part"))
    n.f("{He} is {a} years old and has {ph}, a progressive and ultimately terminal neurological condition for which there "
        "is no cure. Median survival from symptom onset is two to three years, and {his} symptoms began in {on}.\n\n",
        He=c.He, a=c.age_plain(), ph=c.pheno, his=c.his, on=c.D(c.onset, "part"))
    if c.age >= 66:
        n.f("{He} is a retired {p}", He=c.He, p=P("PROFESSION", c.prof))
        if rng.random() < 0.6:
            n.f(", having worked for {e} for {y} years", e=P("ORGANIZATION", c.employer), y=str(rng.randint(10, 40)))
        n.add(". ")
    else:
        n.f("Before becoming unwell {he} worked as a {p}", he=c.he, p=P("PROFESSION", c.prof))
        if rng.random() < 0.6:
            n.f(" for {e} for {y} years", e=P("ORGANIZATION", c.employer), y=str(rng.randint(4, 32)))
        n.f(" and stopped work on {d}. ", d=c.D(c.day(-rng.randint(60, 500)), "full"))
    s = clin.symptoms(rng, c.pkind, 3)
    n.f("{His} current difficulties include {a}; {b}; and {x}. {He} cannot walk more than a few metres without assistance, needs help with "
        "washing, dressing and toileting, and uses a wheelchair outside the home. ", He=c.He, His=c.His, a=s[0], b=s[1], x=s[2])
    if c.living_alone:
        n.f("{He} lives alone; {f} ({r}) and paid carers from {ag} provide daily support.\n\n", He=c.He, f=c.fr.full(),
            r=c.fr_rel, ag=P("ORGANIZATION", c.agency))
    elif c.sp_age < 66:
        n.f("{His} {rel}, {sp}, has reduced {hh} hours as a {p} to provide care.\n\n", His=c.His, rel=c.sp_rel,
            sp=c.sp.full(), hh="her" if c.sp.sex == "F" else "his", p=P("PROFESSION", c.sp_prof))
    else:
        n.f("{His} {rel}, {sp} ({a}), a retired {p}, is the main carer and is finding this increasingly difficult.\n\n",
            His=c.His, rel=c.sp_rel, sp=c.sp.full(), a=c.age_plain(c.sp_age), p=P("PROFESSION", c.sp_prof))
    if rng.random() < 0.7:
        n.f("In my opinion {he} meets the criteria for {b2}. ", he=c.he, b2=ben2)
    n.f("I also support {his} application for {pk}. ", his=c.his, pk=park)
    r = rng.random()
    if r < 0.5:
        n.f("The vehicle used to transport {him} is registered {v}. ", him=c.him, v=P("VEHICLE", phi.plate(rng, c.c)))
    elif r < 0.7:
        n.f("{He} has surrendered {his} {dl} ({l}) on medical advice. ", He=c.He, his=c.his,
            dl="driver's license" if c.c in ("US", "CA") else "driving licence",
            l=P("LICENSE", phi.uk_driver(rng, c.pt, c.dob) if c.c == "UK" else phi.licence(rng, c.c, "driver")))
    n.add("Please do not hesitate to contact the clinic if further information is required.\n")
    cm.sign_phys(n, c, c.neuro, "neuro", lic=True)
    if rng.random() < 0.4:
        n.line("Enc: clinic letter dated {d}", d=c.D(c.day(-rng.randint(20, 90)), "full"))
