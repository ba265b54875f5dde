"""Letters: CF clinic letter, transplant referral letter, travel letter."""
import phi as H
import clin as CL
import pools as P
from ctx import unit_header, ROLE_TITLE
from common import (days, he, his, him, child_word, ds, dsn, dob, pname, pt_head_name, age_short, age_long,
                    id_lines, re_block, gp_block, sig, typist, cc_block, audit, aprof, on_in)
from phi import UK, US, CA, AU, IE, pick, chance

CONS_ROLE = {UK: "Consultant Respiratory Physician", US: "Attending Physician, Adult CF Program",
             CA: "Respirologist, Adult CF Clinic", AU: "Respiratory and Sleep Physician",
             IE: "Consultant Respiratory Physician"}
PAED_ROLE = {UK: "Consultant in Paediatric Respiratory Medicine", US: "Pediatric Pulmonologist",
             CA: "Pediatric Respirologist", AU: "Paediatric Respiratory Physician",
             IE: "Consultant Paediatric Respiratory Physician"}


def cons_role(C):
    return (PAED_ROLE if C.paed else CONS_ROLE)[C.country]


def social(C, d):
    """Social history sentence(s): profession, employer, school, family."""
    rng = C.rng
    if C.paed or C.age < 16:
        d.f("{N} attends {s}", N=pname(C, ["first"]), s=(C.school, "ORGANIZATION"))
        d.t(pick(rng, [" and is doing well academically. ", " with good attendance this term. ",
                       "; the school nurse supervises Creon at lunch. "]) if C.age >= 4 else ". ")
        if C.age < 4:
            d.t("Attends nursery three days a week. ")
        d.f("{His} mother {m} works as {mp}", His=his(C, True), m=C.mum.fn(), mp=aprof(C.mum_prof))
        if chance(rng, 0.6):
            d.f(" and {his} father {f} is {fp}", his=his(C), f=C.dad.fn(), fp=aprof(C.dad_prof))
        d.t(". ")
        if chance(rng, 0.4):
            d.f("Sibling {s} ({a}) is well and does not have CF. ", s=C.sib.fn(),
                a=H.AGE(rng, C.sib_age, None, pick(rng, ["aged", "years", "y"])))
    else:
        r = rng.random()
        if C.prof == "university student":
            d.f("{He} is {p} at {u}. ", He=he(C, True), p=aprof(C.prof), u=(C.uni, "ORGANIZATION"))
        elif r < 0.75:
            d.f("{He} works as {p}" + pick(rng, [" at {e}", " for {e}", " with {e}"]) + ". ",
                He=he(C, True), p=aprof(C.prof), e=(C.employer, "ORGANIZATION"))
        else:
            d.f("{He} is currently off work (previously {p}). ", He=he(C, True), p=aprof(C.prof))
        if chance(rng, 0.6):
            d.f("Lives with {his} partner {n}" + pick(rng, [", who is {ppa}", " ({pp})", ""]) + " in {c}. ",
                his=his(C), n=C.partner.fn() if chance(rng, 0.6) else C.partner.full(),
                pp=(C.partner_prof, "PROFESSION"), ppa=aprof(C.partner_prof), c=(C.addr.city, "CITY"))
        else:
            d.f("Lives with {his} parents in {c}. ", his=his(C), c=(C.addr.city, "CITY"))
        if chance(rng, 0.4):
            d.f(pick(rng, ["Never smoked; vapes occasionally - advised to stop. ", "No smoking. Alcohol within guidance. ",
                           "Plays five-a-side weekly with {cl}. ", "Swims twice a week at {cl}. "]),
                cl=(C.club, "ORGANIZATION"))


def _ukletter(C, d):
    rng = C.rng
    us = C.country in (US, CA)
    cl = C.cl
    unit_header(C, d)
    d.t("\n")
    if chance(rng, 0.5):
        d.line("Our ref: {a}/{m}", a=(C.cons.first[0] + C.cons.last[0], "DOCTOR"), m=(C.mrn, "MRN"))
    d.line("Clinic date: {c}", c=ds(C, C.d0))
    d.line("Date typed: {c}", c=ds(C, C.d0 + days(rng.randint(1, 12))))
    d.t("\n")
    gp_block(C, d)
    d.t("\n")
    d.line("Dear {g},", g=H.titled(rng, C.gp, C.country))
    d.t("\n")
    re_block(C, d)
    d.t("\n")
    d.line("Diagnoses:")
    for i, x in enumerate(CL.diagnoses(rng, cl, C.paed, us)):
        d.line("%d. %s" % (i + 1, x))
    d.t("\n")
    d.line(pick(rng, ["Current medication:", "Medications:", "Current treatment:"]))
    for x in CL.meds(rng, cl, C.age, us):
        d.line("- " + x)
    d.t("\n")
    d.line("Today: " + CL.anthro(rng, cl) + "; " + CL.spiro(rng, cl) + "; " + CL.sats(rng) + ".")
    prev = C.d0 - days(rng.randint(60, 120))
    d.line("Previous ({p}): FEV1 %d%%, weight %.1f kg." % ((cl.fev1p or 0) + rng.randint(-8, 8), cl.wt - rng.uniform(-1.5, 1.5))
           if cl.spiro else "Previous ({p}): weight %.1f kg." % (cl.wt - rng.uniform(-0.8, 0.3)),
           p=ds(C, prev, ["num", "my", "medsp", "short"]))
    d.t("\n")
    # narrative
    who = ""
    r = rng.random()
    if C.paed:
        d.f("I saw {n} in the " + C.sp("paediatric", "pediatric") + " CF clinic today with {his} {rel} {m}. ",
            n=pname(C, ["first", "full"]), his=his(C), rel=pick(rng, ["mother", "mum", "parents,"]) if C.carer is C.mum else "father",
            m=C.carer.fn() if chance(rng, 0.6) else C.carer.full())
    else:
        d.f(pick(rng, ["I reviewed {n} in the adult CF clinic today. ", "Thank you for your ongoing care of {n}, whom I saw in clinic on {dd}. ",
                       "{n} attended the CF clinic at {h} today for {his} routine three-monthly review. "]),
            n=pname(C, ["title", "full", "first"]), dd=dsn(C, C.d0), h=(C.centre, "HOSPITAL"), his=his(C))
    if chance(rng, 0.5):
        sy = CL.exac(rng)
        d.f("Over the past %s {he} reports %s and %s. " % (pick(rng, ["two weeks", "10 days", "month", "three weeks"]),
                                                           ", ".join(sy[:-1]), sy[-1]), he=he(C))
        d.f("{He} completed a two-week course of oral ciprofloxacin 750 mg BD {m} with partial response. ",
            He=he(C, True), m=on_in(C, C.d0 - days(rng.randint(20, 70)), ["m", "my", "dm", "ord"]))
    else:
        d.f("{He} has been well since the last review with no courses of antibiotics. Airway clearance twice daily, %s. " %
            pick(rng, CL.PHYSIO_TECH), He=he(C, True))
    if cl.mod:
        d.f("{He} started %s {st} and reports %s. " % (CL.mod_name(cl, us), pick(rng, [
            "a marked reduction in sputum", "better appetite and weight gain", "no side effects",
            "initial rash which settled", "mild headaches in the first fortnight"])),
            He=he(C, True), st=on_in(C, C.mod_start, ["my", "num", "long", "my3"]))
    social(C, d)
    d.t("\n\n")
    d.f("On examination {he} looked well. Chest: %s. No clubbing%s. Abdomen soft, non-tender, no palpable faecal masses.\n\n" % (
        pick(rng, ["clear", "scattered coarse crackles at the right base", "fine crackles bilaterally, left > right",
                   "reduced air entry at the left base with wheeze"]),
        pick(rng, ["", " or lymphadenopathy", "; nasal polyps not visible"])), he=he(C))
    d.line("Plan:")
    plans = ["Sputum sent for culture and NTM; repeat cough swab if not productive.",
             "Bloods today including LFTs and vitamins A, D and E.",
             "Continue current nebulised antibiotic regimen.",
             "Annual review due in {am} - OGTT, DEXA and liver ultrasound to be booked.",
             "Increase Creon to %d capsules with meals." % rng.randint(3, 6),
             "Refer to physiotherapy for review of airway clearance technique.",
             "If no improvement in 1 week, admit for IV antibiotics (ceftazidime/tobramycin).",
             "Eye examination (slit lamp) for cataract screening given modulator therapy.",
             "Influenza vaccination recommended this autumn."]
    if not cl.chronic_pa:
        plans.remove("Continue current nebulised antibiotic regimen.")
    for x in rng.sample(plans, rng.randint(3, 5)):
        d.line("- " + x, am=(H.MONTHS[(C.d0.month + 2) % 12], "DATE"))
    nxt = C.d0 + days(rng.randint(56, 110))
    d.f("- Next clinic: {n}" + pick(rng, [" at {t}", "", " ({w})"]) + "\n", n=ds(C, nxt, ["num", "long", "wdlong", "medsp"]),
        t="%02d:%s" % (rng.randint(9, 15), pick(rng, ["00", "20", "40"])), w=pick(rng, ["room to be confirmed", "telephone review"]))
    d.t("\n")
    d.line(pick(rng, ["Yours sincerely,", "Kind regards,", "With best wishes,"]))
    d.t("\n")
    sig(C, d, C.cons, cons_role(C))
    d.t("\n")
    typist(C, d)
    cc_block(C, d)


def _usnote(C, d):
    rng = C.rng
    us = True
    cl = C.cl
    d.line("{h}", h=(C.centre, "HOSPITAL"))
    d.line(C.unit().upper() + " - CLINIC VISIT")
    d.line("Patient: {n}    {ml}: {m}    DOB: {dob}", n=pt_head_name(C), ml=C.mrn_label, m=(C.mrn, "MRN"), dob=dob(C))
    d.line("Date of service: {dd}    Visit #: {a}", dd=ds(C, C.d0, ["num", "numnz", "iso"]), a=(C.acct, "ACCOUNT"))
    if chance(rng, 0.5):
        d.line("Insurance: {hl} {h}", hl=C.hp_label, h=(C.hp, "HEALTHPLAN"))
    d.line("PCP: {g}, {s}", g=H.titled_full(rng, C.gp, C.country), s=(C.gp_site, "HOSPITAL"))
    d.line("Attending: {c}    Fellow: {f}", c=H.titled_full(rng, C.cons, C.country), f=[C.reg.full(), ", ", C.reg.cred or "MD"])
    d.t("\n")
    d.line("CHIEF CONCERN: %s" % pick(rng, ["Routine quarterly CF visit.", "Increased cough x 2 weeks.",
                                           "Follow-up after hospitalization.", "Modulator follow-up."]))
    d.t("\n")
    d.line("INTERVAL HISTORY:")
    d.f("{n} is a {a} " + ("boy" if C.sex == "M" and C.paed else "girl" if C.paed else "man" if C.sex == "M" else "woman") +
        " with CF (%s), %s, seen today %s. " % (cl.genotype, "pancreatic insufficient" if cl.pi else "pancreatic sufficient",
                                              pick(rng, ["with mother", "with father", "alone", "with partner"]) if not C.paed else
                                              pick(rng, ["accompanied by mother", "with both parents", "with father"])),
        n=pname(C, ["first", "full"]), a=age_long(C, ["year-old", "words", "year-old"]))
    sy = CL.exac(rng)
    d.f("Since last visit on {lv}, reports %s. " % ", ".join(sy), lv=ds(C, C.d0 - days(rng.randint(70, 110)), ["numnz", "num", "short"]))
    if cl.mod:
        d.f("Remains on %s (started {st}); adherence by pharmacy refill ~%d%%. " % (CL.mod_name(cl, True), rng.randint(70, 99)),
            st=ds(C, C.mod_start, ["my", "numnz", "y"]))
    social(C, d)
    d.t("\n\n")
    d.line("MEDICATIONS:")
    for x in CL.meds(rng, cl, C.age, us):
        d.line("  " + x)
    d.t("\n")
    d.line("VITALS: T 36.%d C, HR %d, RR %d, BP %d/%d, %s" % (rng.randint(4, 9), rng.randint(64, 118), rng.randint(14, 26),
                                                           rng.randint(96, 132), rng.randint(56, 84), CL.sats(rng)))
    d.line(CL.anthro(rng, cl) + (" (BMI %d%%ile)" % rng.randint(8, 85) if C.paed else ""))
    d.line("PFTs: " + CL.spiro(rng, cl))
    d.t("\n")
    d.line("ASSESSMENT AND PLAN:")
    d.line("1. CF lung disease - %s. Sputum culture sent (accession {acc})." % pick(rng, ["stable", "mild exacerbation, start oral antibiotics",
                                                                                          "pulmonary exacerbation, plan home IV"]),
           acc=H.specimen(rng, C.d0.year))
    d.line("2. Nutrition - continue PERT; RD to see today.")
    d.line("3. CFRD screening - OGTT %s." % pick(rng, ["ordered", "normal last year", "due at annual visit"]))
    d.f("4. Return to clinic in 3 months (around {rt}).\n", rt=ds(C, C.d0 + days(rng.randint(80, 100)), ["my", "my3", "numnz"]))
    d.t("\n")
    d.f("I saw and examined the patient with Dr. {f} and agree with the findings and plan as documented.\n", f=C.reg.ln())
    sig(C, d, C.cons, cons_role(C))
    if chance(rng, 0.6):
        audit(C, d, C.cons)


def clinic_letter(C, d):
    if C.country in (US, CA) and chance(C.rng, 0.65):
        _usnote(C, d)
    else:
        _ukletter(C, d)


def transplant(C, d):
    rng = C.rng
    cl = C.cl
    us = C.country in (US, CA)
    unit_header(C, d)
    d.t("\n")
    d.line("{dd}", dd=ds(C, C.d0, ["long", "num", "long"]))
    d.t("\n")
    d.line("{t}", t=H.titled_full(rng, C.txdoc, C.country))
    d.line("Lung Transplant Assessment Service")
    d.line("{h}", h=(C.tx, "HOSPITAL"))
    tx_addr = H.address(rng, C.country)
    for ln in H.addr_lines(rng, tx_addr, county=False):
        d.line("{a}", a=ln)
    d.t("\n")
    d.line("Dear {t},", t=H.titled(rng, C.txdoc, C.country))
    d.t("\n")
    d.line("Re: Referral for lung transplant assessment")
    id_lines(C, d)
    if chance(rng, 0.6):
        d.line(pick(rng, ["e-Referral UBRN: {r}", "Referral ID: {r}", "Our referral ref: {r}"]), r=H.idnum(rng, "ref"))
    d.t("\n")
    fev = cl.fev1p if cl.spiro and cl.fev1p < 40 else rng.randint(19, 34)
    d.f("Thank you for seeing {n}, a {a} " + ("man" if C.sex == "M" else "woman") +
        " with cystic fibrosis (%s) whose lung function has declined to an FEV1 of %d%% predicted. " % (cl.genotype, fev),
        n=pname(C, ["full", "title"]), a=age_long(C, ["year-old", "words"]))
    d.f("{He} was diagnosed %s and has been under the care of our centre since {y}. " % pick(rng, [
        "on newborn screening", "at {da} months with meconium ileus", "at age {db} after recurrent chest infections"]),
        He=he(C, True), y=(str(min(C.d0.year, max(C.dob.year + 16, C.d0.year - rng.randint(2, 12)))), "DATE"),
        da=(str(rng.randint(2, 11)), "AGE"), db=(str(rng.randint(1, 9)), "AGE"))
    d.t("\n\n")
    d.line("FEV1 trend:")
    d.line("  Date          FEV1 (L)   % predicted")
    dates = sorted(C.d0 - days(rng.randint(30, 1500)) for _ in range(rng.randint(4, 6)))
    base = fev + rng.randint(6, 25)
    for i, x in enumerate(dates):
        p = int(base - (base - fev) * (i + 0.5) / len(dates)) + rng.randint(-2, 2)
        d.line("  {x}    %.2f       %d" % (p / 100.0 * 3.4, p), x=H.D(x, C.country, "num"))
    d.line("  {x}    %.2f       %d   (today)" % (fev / 100.0 * 3.4, fev), x=H.D(C.d0, C.country, "num"))
    d.t("\n")
    d.line("Hospital admissions / IV courses in the last 12 months (%d):" % rng.randint(3, 7))
    for _ in range(rng.randint(2, 4)):
        s = C.d0 - days(rng.randint(20, 360))
        e = s + days(rng.choice([10, 14, 14, 17, 21]))
        d.line("  {s} - {e}  {w}, %s" % pick(rng, ["meropenem + tobramycin", "ceftazidime + colistimethate",
                                                   "pip/taz + amikacin", "home IVs (aztreonam + tobramycin)"]),
               s=H.D(s, C.country, "num"), e=H.D(e, C.country, "num"),
               w=pick(rng, [[(C.ward, "HOSPITAL")], "home", [(C.local, "HOSPITAL")]]))
    d.t("\n")
    d.line("Microbiology: %s. Burkholderia cepacia complex never isolated. NTM cultures negative x3, most recent {n}." %
           "; ".join(o[0] for o in cl.orgs), n=ds(C, C.d0 - days(rng.randint(10, 80))))
    d.line("Other: 6MWT %d m, nadir SpO2 %d%%. Echo {e}: estimated PASP %d mmHg, TAPSE %d mm. Resting pCO2 %.1f kPa. %s." % (
        rng.randint(220, 470), rng.randint(80, 90), rng.randint(25, 55), rng.randint(15, 24), rng.uniform(5.2, 7.4),
        pick(rng, ["Nocturnal NIV started last year (ResMed Lumis 150 ST-A)", "Ambulatory oxygen 2 L/min", "No oxygen requirement at rest"])),
        e=ds(C, C.d0 - days(rng.randint(10, 90))))
    d.line("BMI %.1f. %s. DEXA: lumbar spine T-score -%.1f. Creatinine %d umol/L, eGFR >60." % (
        cl.bmi, "CFRD, HbA1c %d mmol/mol" % rng.randint(44, 66) if cl.cfrd else "No CFRD on OGTT", rng.uniform(0.8, 2.9),
        rng.randint(50, 110)))
    d.t("\n")
    d.line("Psychosocial:")
    social(C, d)
    d.f("{He} lives about %d %s from {tx} and %s. " % (rng.randint(15, 140), "km" if C.country in (CA, AU, IE) else "miles",
                                                     pick(rng, ["drives", "would rely on family for transport",
                                                                "has a car available at all times"])),
        He=he(C, True), tx=(C.tx, "HOSPITAL"))
    if chance(rng, 0.3):
        d.f("Vehicle for call-in: {v}. ", v=H.plate(rng, C.country))
    d.f("Next of kin: {k} ({rel}), {p}. Adherence is good and {he} understands the risks and benefits of transplantation.\n\n",
        k=C.partner.full() if chance(rng, 0.5) else C.mum.full(), rel=pick(rng, ["partner", "mother", "wife" if C.partner.sex == "F" else "husband"]),
        p=H.PH(rng, C.country, "mobile"), he=he(C))
    d.line("I would be grateful if you could see {n} for formal assessment. Our CF nurse specialist {c} ({p}) is happy to coordinate.",
           n=him(C) if chance(rng, 0.5) else pname(C, ["first", "title"]), c=C.cns.full(), p=H.PH(rng, C.country, "land", ext=0.5))
    d.t("\n")
    d.line("Yours sincerely,")
    d.t("\n")
    sig(C, d, C.cons, cons_role(C))
    typist(C, d)
    cc_block(C, d)


INSURERS = ["Wayfarer Travel Insurance", "Bluewave Assure", "Compass Rose Cover", "Harbourlight Travel Protect"]
AIRLINES = ["Skylark Air", "Northwind Airways", "Coral Jet", "Aurora Atlantic"]


def travel_letter(C, d):
    rng = C.rng
    cl = C.cl
    us = C.country in (US, CA)
    unit_header(C, d)
    d.t("\n")
    d.line("Date: {dd}", dd=ds(C, C.d0, ["long", "num"]))
    d.t("\n")
    d.line(pick(rng, ["TO WHOM IT MAY CONCERN", "To whom it may concern,", "To airline, security and customs staff"]))
    d.t("\n")
    dest = pick(rng, [c for c in P.COUNTRIES_TRAVEL if c != C.country])
    dep = C.d0 + days(rng.randint(10, 60))
    ret = dep + days(rng.randint(5, 21))
    d.line("Re: {n}   Date of birth: {dob}", n=C.pt.full() if chance(rng, 0.6) else C.pt.mfull(), dob=dob(C))
    if chance(rng, 0.7):
        d.line("Passport number: {p}", p=H.idnum(rng, "passport"))
    d.t("\n")
    d.f("This letter confirms that {n} has cystic fibrosis, a chronic lung and digestive condition, and attends the {u} at {h}. ",
        n=pname(C, ["full", "title"] if not C.paed else ["full", "first"]), u=C.unit(), h=(C.centre, "HOSPITAL"))
    d.f("{He} is travelling to {c} from {a} to {b}", He=he(C, True), c=(dest, "COUNTRY"),
        a=ds(C, dep, ["long", "num", "ord"]), b=ds(C, ret, ["long", "num", "ord"]))
    if chance(rng, 0.6):
        d.f(" with {al} (booking reference {bk})", al=(pick(rng, AIRLINES), "ORGANIZATION"), bk=H.idnum(rng, "booking"))
    if C.paed:
        d.f(", accompanied by {his} parents {m} and {f}", his=his(C), m=C.mum.full(), f=C.dad.fn())
    d.t(".\n\n")
    d.f("{He} must carry the following medicines and medical equipment in hand luggage; they should not be placed in the hold:\n",
        He=he(C, True))
    items = [["Nebuliser: ", pick(rng, CL.NEB_MODELS), " (serial no. ", H.device_sn(rng, "neb"), ") with spare handset"],
             ["Airway clearance device: ", pick(rng, CL.ACD_MODELS)]]
    if chance(rng, 0.4):
        items.append(["Portable oxygen concentrator: ", pick(rng, ["Inogen One G5", "Philips SimplyGo Mini", "Inogen Rove 6"]),
                      ", SN ", H.device_sn(rng, "conc")])
    if cl.cfrd or chance(rng, 0.15):
        items.append(["Insulin pens, pen needles and glucose sensor ", pick(rng, CL.CGM_MODELS), " (transmitter ", H.device_sn(rng, "cgm"), ")"])
    if chance(rng, 0.5):
        items.append(["Home spirometer ", pick(rng, CL.SPIRO_MODELS), " (SN ", H.device_sn(rng, "spiro"), ")"])
    for x in CL.meds(rng, cl, C.age, us)[:rng.randint(3, 6)]:
        items.append([x])
    for it in items:
        d.line("  - {x}", x=it)
    d.t("\n")
    d.line("Dornase alfa must be kept refrigerated (2-8 C); a cool bag is required. Please allow %s." % pick(rng, [
        "the nebuliser to be used during the flight if needed", "an extra hand-luggage allowance for medical equipment",
        "liquids above 100 mL as they are essential medicines"]))
    if chance(rng, 0.45):
        d.f("A hypoxic challenge test on {ht} showed SpO2 falling to %d%% on FiO2 15%%; in-flight oxygen at 2 L/min is recommended.\n" %
            rng.randint(84, 92), ht=ds(C, C.d0 - days(rng.randint(3, 40))))
    d.t("\n")
    if chance(rng, 0.7):
        d.line("Travel insurance: {i}, policy no. {p}", i=(pick(rng, INSURERS), "ORGANIZATION"),
               p=(pick(rng, ["TI-", "WTI", "POL"]) + str(rng.randint(1000000, 9999999)), "HEALTHPLAN"))
    d.line("Emergency contact in {cty}: {n}, {p}", cty=(C.addr.city, "CITY") if chance(rng, 0.5) else "the home country",
           n=C.carer.full() if C.paed else (C.partner.full() if chance(rng, 0.5) else C.mum.full()), p=H.PH(rng, C.country, "mobile"))
    d.line("CF team (24 h): {p}   Email: {e}", p=(C.unit_phone, "PHONE"), e=(C.unit_email, "EMAIL"))
    d.line("Further information for travellers: {u}", u=H.url(rng, "info"))
    d.t("\n")
    d.line("Yours faithfully,")
    d.t("\n")
    if chance(rng, 0.5):
        sig(C, d, C.cons, cons_role(C))
    else:
        sig(C, d, C.cns, ROLE_TITLE["cns"][C.country])
