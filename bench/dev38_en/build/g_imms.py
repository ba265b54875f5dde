"""Genre: immunisation clinics (childhood, travel, adult/flu, catch-up, adverse events)."""
import pools
from core import P, add_days, make_person, title, num_words
from ctx import make_clin, make_family, facility_name, child_age_phrase, age_phrase
from blocks import fac_header, setup_patient, id_lines, signature, clin_ref, pt_name, he, his, him, dr, drn, er
from kids import setup_child, mum_word, parent_line, age_label

SCHED = {
    "UK": [(8, "weeks", ["6-in-1 (Infanrix hexa)", "Rotavirus (Rotarix)", "MenB (Bexsero)"]),
           (12, "weeks", ["6-in-1 (Infanrix hexa)", "Rotavirus (Rotarix)", "PCV13 (Prevenar 13)"]),
           (16, "weeks", ["6-in-1 (Infanrix hexa)", "MenB (Bexsero)"]),
           (1, "year", ["Hib/MenC (Menitorix)", "MMR (Priorix)", "PCV13 booster", "MenB booster"]),
           (3, "years", ["4-in-1 pre-school booster (Boostrix-IPV)", "MMR (M-M-RvaxPro) dose 2"])],
    "IE": [(2, "months", ["6 in 1", "PCV", "MenB", "Rotavirus"]),
           (4, "months", ["6 in 1", "MenB", "Rotavirus"]),
           (6, "months", ["6 in 1", "PCV", "MenC"]),
           (12, "months", ["MMR", "MenB", "Hib/MenC"]),
           (13, "months", ["PCV", "Hib/MenC"])],
    "AU": [(2, "months", ["Infanrix hexa", "Prevenar 13", "Rotarix", "Bexsero (Aboriginal children)".replace(" (Aboriginal children)", "")]),
           (4, "months", ["Infanrix hexa", "Prevenar 13", "Rotarix"]),
           (6, "months", ["Infanrix hexa"]),
           (12, "months", ["MMR II", "Nimenrix (MenACWY)", "Prevenar 13"]),
           (18, "months", ["Priorix-Tetra (MMRV)", "Infanrix (DTPa)", "ActHIB"])],
    "NZ": [(6, "weeks", ["Infanrix-hexa", "PCV (Prevenar 13)", "Rotarix"]),
           (3, "months", ["Infanrix-hexa", "Rotarix"]),
           (5, "months", ["Infanrix-hexa", "PCV (Prevenar 13)"]),
           (12, "months", ["MMR (Priorix)", "PCV (Prevenar 13)"]),
           (15, "months", ["ActHIB", "Varivax", "MMR dose 2"])],
    "CA": [(2, "months", ["Pediacel (DTaP-IPV-Hib)", "Prevnar 20", "Rotarix", "Men-C-C"]),
           (4, "months", ["Pediacel", "Prevnar 20", "Rotarix"]),
           (6, "months", ["Pediacel", "Engerix-B"]),
           (12, "months", ["MMR II", "Varivax III", "Men-C-C", "Prevnar 20"]),
           (18, "months", ["Pentacel", "Priorix-Tetra"])],
    "US": [(2, "months", ["Vaxelis (DTaP-IPV-Hib-HepB)", "Prevnar 20", "RotaTeq"]),
           (4, "months", ["Vaxelis", "Prevnar 20", "RotaTeq"]),
           (6, "months", ["Vaxelis", "Prevnar 20", "RotaTeq", "Fluzone Quadrivalent"]),
           (12, "months", ["M-M-R II", "Varivax", "Vaqta (HepA)"]),
           (15, "months", ["Daptacel (DTaP)", "ActHIB", "Prevnar 20"])],
}


def _sched_dates(dob, sched):
    out = []
    for n, unit, vax in sched:
        if unit == "weeks":
            d = add_days(dob, n * 7)
        elif unit in ("months",):
            d = add_days(dob, int(n * 30.44))
        else:
            d = add_days(dob, int((n * 12 if unit in ("year", "years") else n) * 30.44))
        out.append((n, unit, vax, d))
    return out


def _site(r, v, infant=True):
    if "Rota" in v or "oral" in v or "Vivotif" in v:
        return "oral"
    if "LAIV" in v or "Fluenz" in v or "FluMist" in v:
        return "intranasal"
    return r.choice(["L thigh IM", "R thigh IM", "L VL", "R VL"]) if infant else r.choice(["L deltoid IM", "R deltoid IM", "L deltoid", "R deltoid"])


def layout_child_record(r, ctx):
    loc, p = ctx.loc, ctx.pt
    sched = _sched_dates(ctx.dob, SCHED[loc.code])
    done = [x for x in sched if x[3] <= add_days(ctx.visit, 3)]
    if not done:
        done = sched[:1]
    nurse = make_clin(r, loc, "nurse")
    venue = r.choice([ctx.practice, facility_name(r, loc, "community", ctx.city)])
    out = [f"{P(venue, 'HOSPITAL')} - {r.choice(['Childhood Immunisation Clinic', 'Baby Immunisation Clinic', 'Immunisation Record'])}", ""]
    out.append(f"Child: {pt_name(r, ctx, r.choice(['full', 'first_LAST', 'LAST_first']))}   DOB: {loc.D(ctx.dob, 'num')}   Age today: {age_label(r, ctx)}")
    ids = id_lines(r, ctx, ("nat",) if loc.code != "NZ" else ("mrn",))
    out.append("   ".join(ids + [f"Tel: {P(ctx.mum_phone, 'PHONE')}"]))
    out.append(f"Address: {loc.addr_inline(ctx.addr)}")
    cons = ctx.mum if r.random() < 0.7 or not ctx.dad else ctx.dad
    rel = "mother" if cons is ctx.mum else "father"
    out.append(f"Attended with: {rel}, {P(cons.full, 'FAMILY')} (consent given)")
    out.append("")
    out.append("Pre-vaccination check: well today, afebrile; no previous reaction; no immunosuppression; "
               + r.choice(["no household contacts immunosuppressed", "not on steroids", "no recent blood products"]) + ". "
               + r.choice(["Paracetamol advice given for MenB.", "Information leaflet given.", "Questions answered re fever."]))
    out.append("")
    vacc_word = "Vaccine"
    out.append(f"{'Date':<12} {vacc_word:<34} {'Batch':<10} {'Site':<12} By")
    out.append("-" * 80)
    given_by = {}
    for n, unit, vax, d in done:
        for v in vax:
            if d == done[-1][3]:
                who = nurse
            else:
                who = given_by.setdefault(d, make_clin(r, loc, "nurse"))
            ds = loc.fmt_date(d if d != done[-1][3] else ctx.visit, "num")
            b = loc.batch()
            out.append(f"{P(ds, 'DATE')}{' ' * max(1, 13 - len(ds))}{v:<34} {P(b, 'IDNUM')}{' ' * max(1, 11 - len(b))}{_site(r, v):<12} {P(who.p.fmt('init'), 'DOCTOR')}")
    out.append("")
    out.append(r.choice(["Observed 15 minutes post vaccination, no reaction.", "No immediate reaction. Parent advised re fever and sore legs.",
                         "Cried briefly, settled with feed. Discharged well."]))
    reg = {"UK": "Child Health Information Service notified", "AU": "Reported to the Australian Immunisation Register (AIR)",
           "NZ": "Recorded on the National Immunisation Register (NIR)", "CA": "Entered in provincial immunization registry",
           "IE": "Returned to the National Immunisation Office", "US": "Submitted to state immunization registry (IIS)"}[loc.code]
    out.append(reg + ".")
    nxt = [x for x in sched if x[3] > ctx.visit]
    if nxt:
        n, unit, vax, d = nxt[0]
        out.append(f"Next due: {P(str(n), 'AGE')}-{unit.rstrip('s')} vaccines ({', '.join(vax[:2])}) on or after {loc.D(d, r.choice(loc.body_dates))}.")
    out.append("")
    out.append(signature(r, ctx, nurse, esign=r.random() < 0.3))
    s = "\n".join(out)
    if loc.code in ("US", "CA"):
        s = s.replace("Immunisation", "Immunization").replace("immunisation", "immunization")
    return s


TRAVEL_VAX = ["Hepatitis A (Havrix 1440)", "Typhoid (Typhim Vi)", "Hepatitis B (Engerix-B)", "Rabies (Verorab) pre-exposure",
              "Yellow fever (Stamaril)", "Japanese encephalitis (Ixiaro)", "Cholera (Dukoral oral)", "MenACWY (Nimenrix)",
              "Tdap-IPV booster", "Typhoid oral (Vivotif)"]


def layout_travel(r, ctx):
    loc, p = ctx.loc, ctx.pt
    clin = make_clin(r, loc, r.choice(["nurse", "doc"]))
    venue = facility_name(r, loc, "travel", ctx.city)
    dep = add_days(ctx.visit, r.randint(14, 70))
    countries = r.sample(pools.TRAVEL_COUNTRIES, r.randint(1, 4))
    out = [fac_header(r, ctx, name=venue), ""]
    out.append(r.choice(["TRAVEL HEALTH CONSULTATION", "Pre-travel risk assessment", "Travel Clinic - Consultation Record"]))
    out.append(f"Name: {pt_name(r, ctx)}   DOB: {loc.D(ctx.dob, 'num')} ({P(str(ctx.age), 'AGE')})   " + "   ".join(id_lines(r, ctx, ("mrn",))))
    out.append(f"Contact: {P(ctx.pt_mobile, 'PHONE')} / {P(ctx.pt_email, 'EMAIL')}")
    out.append(f"Seen: {loc.D(ctx.visit, r.choice(loc.header_dates))} by {clin_ref(r, loc, clin)}")
    out.append("")
    vfr = make_family(r, loc, p, r.choice(['mother', 'grandmother', 'brother', 'sister', 'uncle']), same_surname=r.random() < 0.5)
    purpose = r.choice([
        "holiday, backpacking",
        f"work - {P(ctx.job, 'PROFESSION')} seconded by {P(ctx.employer, 'ORGANIZATION')}",
        f"visiting friends and relatives (VFR); {his(ctx)} {vfr.relation} {P(vfr.given, 'FAMILY')} lives in {P(countries[0], 'COUNTRY')}",
        "volunteering with a school building project",
        f"honeymoon with {his(ctx)} {r.choice(['husband', 'wife', 'partner'])} {P(make_family(r, loc, p, 'partner').given, 'FAMILY')}"])
    out.append(f"Purpose of travel: {purpose}")
    out.append("Itinerary:")
    d = dep
    for ctry in countries:
        stay = r.randint(5, 25)
        e = add_days(d, stay)
        out.append(f"  {P(ctry, 'COUNTRY')}: {loc.D(d, r.choice(['num', 'dm', 'abbr']))} - {loc.D(e, r.choice(['num', 'dm', 'abbr']))} "
                   f"({r.choice(['cities', 'rural villages', 'beach resorts', 'trekking at altitude', 'safari', 'homestay'])})")
        d = add_days(e, 1)
    ret = d
    out.append(f"Return: {loc.D(ret, r.choice(loc.body_dates))}")
    out.append("")
    out.append("Medical history: " + r.choice(["Nil significant.", "Asthma - well controlled.", "Type 2 diabetes on metformin.",
                                               "HIV negative; on no medication.", "Previous DVT, on no anticoagulation."]))
    out.append("Previous vaccines: " + r.choice([
        f"Hep A x1 in {loc.D(add_days(ctx.visit, -r.randint(700, 3000)), 'year')}; tetanus booster {loc.D(add_days(ctx.visit, -r.randint(1000, 4000)), 'year')}.",
        "Childhood schedule complete per patient; no travel vaccines.",
        f"Yellow fever {loc.D(add_days(ctx.visit, -r.randint(2000, 5000)), 'mon_year')} (certificate seen)."]))
    out.append("")
    vax = r.sample(TRAVEL_VAX, r.randint(1, 3))
    out.append("Vaccines given today:")
    for v in vax:
        out.append(f"  {v:<40} batch {P(loc.batch(), 'IDNUM')}  {_site(r, v, infant=False)}")
    if any("Yellow" in v for v in vax):
        out.append(f"  ICVP issued, certificate no. {P(loc.letters(2) + loc.digits(6), 'LICENSE')}; valid from {loc.D(add_days(ctx.visit, 10), 'num')}.")
    out.append("")
    mal = r.choice(["atovaquone-proguanil 250/100 mg daily, start 1-2 days before and continue 7 days after leaving risk area",
                    "doxycycline 100 mg daily, start 2 days before and continue 4 weeks after",
                    "not required for itinerary - bite avoidance only"])
    out.append(f"Malaria: {mal}.")
    out.append("Advice: food and water hygiene, bite avoidance (DEET 50%), rabies and animal bites, sun, road safety, travel insurance, "
               + r.choice(["altitude sickness", "sexual health", "DVT on long-haul flight", "swimming in fresh water (schistosomiasis)"]) + ".")
    if r.random() < 0.5:
        out.append(f"Second dose / booster due {loc.D(add_days(ctx.visit, r.choice([7, 21, 28])), r.choice(loc.body_dates))}.")
    out.append("")
    out.append(signature(r, ctx, clin))
    return "\n".join(out)


ADULT_VAX = [("Influenza (quadrivalent, cell-based)", "annual flu"), ("Influenza (adjuvanted, aTIV)", "annual flu, older adult"),
             ("COVID-19 (Comirnaty JN.1)", "seasonal COVID booster"), ("Shingrix (RZV) dose 1", "shingles"),
             ("Shingrix (RZV) dose 2", "shingles"), ("Pneumococcal (PCV20)", "pneumococcal"),
             ("Tdap (Boostrix)", "pertussis - pregnancy"), ("RSV (Abrysvo)", "RSV")]


def layout_adult(r, ctx):
    loc, p = ctx.loc, ctx.pt
    clin = make_clin(r, loc, r.choice(["nurse", "pharm"]))
    setting = r.choice(["practice", "pharmacy", "workplace"] if ctx.age < 66 else ["practice", "pharmacy"])
    if setting == "pharmacy":
        venue = facility_name(r, loc, "pharmacy", ctx.city)
        clin = make_clin(r, loc, "pharm")
    elif setting == "workplace":
        venue = ctx.practice
    else:
        venue = ctx.practice
    v, why = r.choice(adult_vax_for(ctx))
    out = []
    if setting == "workplace":
        bldg = r.choice(["Building C", "the canteen", "Conference Room 2", "Block 4", "the staff lounge"])
        out.append(f"Workplace vaccination clinic - {P(ctx.employer, 'ORGANIZATION')}, delivered by {P(venue, 'HOSPITAL')}")
        loc_txt = bldg
        if bldg.startswith("Conference Room") or bldg.startswith("Block") or bldg.startswith("Building"):
            loc_txt = f"{bldg.rsplit(' ', 1)[0]} {P(bldg.rsplit(' ', 1)[1], 'LOCATION_OTHER')}"
        out.append(f"Site: {loc.addr_inline(ctx.fac_addr)}, {loc_txt}")
    else:
        out.append(f"{P(venue, 'HOSPITAL')} - {r.choice(['Vaccination record', 'Immunisation consultation', 'Flu clinic'])}")
        out.append(f"{loc.addr_inline(ctx.fac_addr)}   Ph {P(ctx.ph, 'PHONE')}")
    out.append("")
    out.append(f"Patient: {pt_name(r, ctx)}    DOB {loc.D(ctx.dob, 'num')}    Age {P(str(ctx.age), 'AGE')}")
    out += id_lines(r, ctx, ("nat", "plan") if loc.code not in ("NZ",) else ("mrn",))
    if setting == "workplace":
        out.append(f"Employee no.: {P(loc.digits(6), 'IDNUM')}    Role: {P(ctx.job, 'PROFESSION')}")
    out.append(f"Date: {loc.D(ctx.visit, r.choice(loc.header_dates))}  {ctx.time}")
    out.append("")
    out.append("Screening questions:")
    qs = ["Unwell / fever today?", "Previous severe reaction to a vaccine?", "Severe allergy (anaphylaxis) to anything?",
          "Bleeding disorder or anticoagulant?", "Pregnant or planning pregnancy?", "Weakened immune system?"]
    if p.sex == "M" or ctx.age > 50:
        qs.remove("Pregnant or planning pregnancy?")
    for q in r.sample(qs, r.randint(3, len(qs))):
        ans = "No" if r.random() < 0.85 else "Yes"
        extra = ""
        if ans == "Yes" and "anticoagulant" in q:
            extra = " - on apixaban, fine-gauge needle, pressure 2 min"
        elif ans == "Yes" and "Pregnant" in q:
            extra = f" - {r.randint(20, 34)}/40, EDD {loc.D(add_days(ctx.visit, r.randint(40, 140)), 'num')}"
        elif ans == "Yes":
            ans = "No"
        out.append(f"  {q:<45} {ans}{extra}")
    out.append("")
    out.append("Medical history: " + r.choice(["nil significant", "COPD", "type 2 diabetes", "asthma", "rheumatoid arthritis on methotrexate", "CKD stage 3"]) +
               ". Allergies: " + r.choice(["none known", "penicillin", "egg (mild)", "latex"]) + ". Previous vaccines: " + r.choice(
                   [f"flu vaccine {loc.D(add_days(ctx.visit, -r.randint(330, 400)), 'mon_year')}", "none recorded", f"COVID booster {loc.D(add_days(ctx.visit, -r.randint(150, 500)), 'month_year')}"]) + ".")
    out.append(f"Indication: {why}. Consent: verbal, information sheet given.")
    b = loc.batch()
    out.append(f"Vaccine: {v}  Batch/Lot: {P(b, 'IDNUM')}  Dose 0.5 mL  Site: {_site(r, v, infant=False)}")
    out.append(r.choice(["Observed 15 min - no reaction.", "Remained 15 min, felt well.", "Mild light-headedness, lay down 10 min, recovered."]))
    if r.random() < 0.5:
        out.append(f"Also due: {r.choice(['pneumococcal', 'shingles (Shingrix) 2nd dose', 'COVID booster'])} - booked {loc.D(add_days(ctx.visit, r.randint(14, 70)), r.choice(loc.body_dates))}.")
    if setting == "pharmacy":
        out.append(f"{'PCP' if loc.code == 'US' else 'GP'} notified: {drn(loc, make_clin(r, loc, 'doc'))}, {P(ctx.practice, 'HOSPITAL')} (fax {P(ctx.fax, 'FAX')}).")
    out.append("")
    out.append(signature(r, ctx, clin, esign=r.random() < 0.5))
    s = "\n".join(out)
    if loc.code in ("US", "CA"):
        s = s.replace("Immunisation", "Immunization")
    return s


def adult_vax_for(ctx):
    a, f = ctx.age, ctx.pt.sex == "F"
    ok = [ADULT_VAX[0], ADULT_VAX[2]]
    if a >= 65:
        ok += [ADULT_VAX[1], ADULT_VAX[5]]
    if a >= 50:
        ok += [ADULT_VAX[3], ADULT_VAX[4]]
    if a >= 75:
        ok.append(ADULT_VAX[7])
    if f and 18 <= a <= 44:
        ok.append(ADULT_VAX[6])
    return ok


def layout_catchup(r, ctx):
    loc, p = ctx.loc, ctx.pt
    nurse = make_clin(r, loc, "nurse")
    ctry = r.choice(pools.BIRTH_COUNTRIES[p.origin])
    if ctx_country(ctry) == country_name(loc) or (ctry == "England" and loc.code == "UK"):
        ctry = r.choice(["South Africa", "India", "Poland"])
    arrived = add_days(ctx.visit, -r.randint(30, 400))
    out = [f"{P(ctx.practice, 'HOSPITAL')}", r.choice(["Catch-up immunisation plan", "Immunisation catch-up - new arrival"]), ""]
    out.append(f"Name: {pt_name(r, ctx)}   DOB: {loc.D(ctx.dob, 'num')}   Age: {age_label(r, ctx)}   Born in {P(ctx_country(ctry), 'COUNTRY')}")
    out += id_lines(r, ctx, ("nat",) if loc.code != "NZ" else ("mrn",))
    out.append(f"Arrived in {P(country_name(loc), 'COUNTRY')} {loc.D(arrived, r.choice(['month_year', 'num']))}. Lives at {loc.addr_inline(ctx.addr)}.")
    interp = r.random() < 0.6
    lang = {"Poland": "Polish", "Romania": "Romanian", "Syria": "Arabic", "Afghanistan": "Dari", "Ukraine": "Ukrainian",
            "Somalia": "Somali", "Vietnam": "Vietnamese", "Brazil": "Portuguese", "Eritrea": "Tigrinya"}.get(ctry, "")
    if interp and lang:
        out.append(f"Seen with {mum_word(ctx)} {P(ctx.mum.full, 'FAMILY')}; {lang} interpreter {P(make_person(r, loc.code).full, 'DOCTOR')} (ID {P(loc.digits(5), 'IDNUM')}) via telephone.")
    else:
        out.append(f"Seen with {mum_word(ctx)} {P(ctx.mum.full, 'FAMILY')} ({P(ctx.mum_phone, 'PHONE')}).")
    out.append("")
    out.append("Records available: " + r.choice([
        f"vaccination booklet from {P(ctx_country(ctry), 'COUNTRY')} - BCG at birth, DTP/OPV x3, measles at {P(str(9), 'AGE')} months.",
        "no written records; parent recalls 'all injections as a baby'. Treat as unvaccinated.",
        f"partial record from clinic in {P(ctx_country(ctry), 'COUNTRY')}: Penta x2, OPV x2, no MMR."]))
    out.append("")
    out.append("Plan (minimum intervals):")
    d = ctx.visit
    vs = r.sample(["DTaP-IPV-Hib-HepB", "MMR", "MenC/Hib", "PCV", "MenB", "Td/IPV", "HPV", "MenACWY", "Varicella"], 3)
    for i in range(3):
        out.append(f"  Visit {i + 1}: {loc.D(d, 'num')} - {vs[i]}{' + MMR' if i == 0 and vs[i] != 'MMR' else ''}")
        d = add_days(d, 28 if i < 2 else 56)
    out.append("  Blood tests: " + r.choice(["hep B surface antigen, TB screen (IGRA)", "serology for measles/varicella not required", "IGRA for latent TB"]))
    if vs[0] == "MMR":
        out.append(f"Today given: MMR batch {P(loc.batch(), 'IDNUM')} ({r.choice(['L', 'R'])} arm).")
    else:
        out.append(f"Today given: {vs[0]} batch {P(loc.batch(), 'IDNUM')}, MMR batch {P(loc.batch(), 'IDNUM')}.")
    out.append("")
    out.append(signature(r, ctx, nurse))
    s = "\n".join(out)
    if loc.code in ("US", "CA"):
        s = s.replace("Immunisation", "Immunization").replace("immunisation", "immunization")
    return s


def ctx_country(c):
    return c[4:] if c.startswith("the ") else c


def country_name(loc):
    return {"US": "the US", "UK": "the UK", "CA": "Canada", "AU": "Australia", "IE": "Ireland", "NZ": "New Zealand"}[loc.code].replace("the ", "")


def layout_aefi(r, ctx):
    loc, p = ctx.loc, ctx.pt
    clin = make_clin(r, loc, r.choice(["doc", "nurse"]))
    infant = (ctx.visit - ctx.dob).days < 2 * 365
    v, why = r.choice([("MenB (Bexsero)", "infant"), ("MMR", "infant"), ("DTaP-IPV-Hib-HepB", "infant")] if infant else adult_vax_for(ctx))
    vd = add_days(ctx.visit, -r.randint(1, 10))
    onset = add_days(vd, r.randint(0, 3))
    form = {"UK": "Yellow Card report (MHRA) - copy for records", "US": "VAERS report - copy for chart", "CA": "AEFI report to public health",
            "AU": "AEFI report to state health department (SAEFVIC)", "IE": "HPRA adverse reaction report", "NZ": "CARM report"}[loc.code]
    out = [form, ""]
    out.append(f"Report ID: {P(loc.letters(2) + '-' + loc.digits(7), 'IDNUM')}   Date reported: {loc.D(ctx.visit, 'num')}")
    out.append("")
    out.append("PATIENT")
    agev = age_label(r, ctx, "old") if infant else P(str(ctx.age), "AGE")
    out.append(f"  Name: {pt_name(r, ctx, 'full')}   Sex: {p.sex}   DOB: {loc.D(ctx.dob, 'num')}   Age at vaccination: {agev}")
    out.append(f"  Address: {loc.addr_inline(ctx.addr)}")
    out.append(f"  Phone: {P(ctx.pt_phone, 'PHONE')}")
    out += ["  " + x for x in id_lines(r, ctx, ("mrn",))]
    out.append("")
    out.append("VACCINE")
    out.append(f"  {v}, lot {P(loc.batch(), 'IDNUM')}, given {loc.D(vd, 'num')} at {P(r.choice([ctx.practice, facility_name(r, loc, 'pharmacy', ctx.city)]), 'HOSPITAL')}")
    out.append("")
    out.append("REACTION")
    rxs = [
        f"Onset {loc.D(onset, 'num')}: extensive swelling and erythema of the vaccinated arm from shoulder to elbow, warm, no fever. Managed with antihistamine and cold compress; resolving by day 4.",
        f"Onset {loc.D(onset, 'num')}, within 10 minutes: generalised urticaria and lip swelling, no stridor. IM adrenaline 0.5 mg given on site, transferred to {P(ctx.hospital, 'HOSPITAL')} ED, observed 6 h, discharged.",
        f"Onset {loc.D(onset, 'num')}: fever 39.4 and febrile convulsion lasting 2 minutes at home. Ambulance called by {his(ctx)} {r.choice(['mother', 'father', 'partner'])} {P(make_family(r, loc, p, 'relative').full, 'FAMILY')}. Full recovery.",
        f"Onset {loc.D(onset, 'num')}: syncope in waiting area 5 min after vaccination, brief jerking, recovered fully within 1 minute."]
    rx = r.choice(rxs[:1] + rxs[2:3] if infant else [rxs[0], rxs[1], rxs[3]])
    if infant:
        rx = rx.replace("IM adrenaline 0.5 mg", "IM adrenaline 0.1 mg").replace("vaccinated arm from shoulder to elbow", "vaccinated thigh")
    out.append("  " + rx)
    out.append(f"  Outcome: {r.choice(['recovered', 'recovering', 'recovered with no sequelae'])}")
    out.append("")
    out.append("REPORTER")
    out.append(f"  {P(clin.p.full, 'DOCTOR')}, {clin.cred}, {P(ctx.practice, 'HOSPITAL')}")
    out.append(f"  {loc.addr_inline(ctx.fac_addr)}  Tel {P(ctx.ph, 'PHONE')}  Email {P(loc.email(clin.p, kind=ctx.domain), 'EMAIL')}")
    if r.random() < 0.5:
        out.append(f"  Submitted online ({P('https://report.' + r.choice(['vaccinesafety', 'aefi-portal', 'adr-report']) + '.example.gov/ref/' + loc.digits(6), 'URL')})")
    out.append("")
    out.append(f"Advice for future doses: {r.choice(['may receive further doses with 30 min observation', 'refer to specialist immunisation clinic before next dose', 'no contraindication to future doses'])}.")
    return "\n".join(out)


def generate(r, ctx):
    c = ctx.code
    f = r.choices([layout_child_record, layout_travel, layout_adult, layout_catchup, layout_aefi], [4, 3, 3, 2, 1])[0]
    if f is layout_child_record:
        setup_child(r, ctx, days=r.choice([r.randint(56, 70), r.randint(84, 100), r.randint(112, 130), r.randint(365, 395), r.randint(1200, 1400), r.randint(180, 200), r.randint(400, 560)]))
    elif f is layout_catchup:
        setup_child(r, ctx, days=r.randint(2 * 365, 14 * 365))
    elif f is layout_aefi:
        if r.random() < 0.3:
            setup_child(r, ctx, days=r.randint(60, 500))
        else:
            setup_patient(ctx, age_years=r.randint(20, 85))
    else:
        setup_patient(ctx, age_years=r.randint(18, 82) if f is layout_travel else r.randint(25, 90))
    ctx.job = r.choice(pools.US_PROFESSIONS if c in ("US", "CA") else pools.PROFESSIONS)
    ctx.employer = pools.employer_for(r, ctx.job if hasattr(ctx, 'job') else ctx.mother_job, ctx.city)
    return f(r, ctx)
