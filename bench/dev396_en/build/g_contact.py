"""Genre: school nurse contact record (UK/IE/AU/NZ) or health office visit record (US/CA)."""
import frag as F
import people
import places as PL
from common import Doc, P, chance


def _time(rng):
    return "%02d:%02d" % (rng.randint(8, 15), rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55]))


def _reason(rng, k, d, teacher):
    v = k.v
    r = rng.choice(["asthma", "headache", "period", "injury", "lice", "hypo", "eczema",
                    "mood", "weight", "seizure", "hayfever", "tooth"])
    ch = k.child
    mum = k.mum
    if r == "asthma":
        best = rng.randint(22, 42) * 10
        now = best - rng.randint(4, 12) * 10
        d.line("Reason for contact: wheeze and cough after PE; uses {inh} (blue) inhaler.", {
            "inh": rng.choice(["Ventolin", "salbutamol", "Airomir", "Asmol"])})
        d.line("S: {pt} reports tight chest since lunch, coughing overnight for the past 3 nights. "
               "Brown preventer ({prev}) \"sometimes forgotten\". No recent oral steroids. Cat at "
               "home; {sib_txt}", {
                   "pt": F.pt(k, "first"),
                   "prev": rng.choice(["Clenil Modulite 100 mcg", "Qvar 50", "Flixotide 50 mcg",
                                       "Symbicort 100/6", "Fostair 100/6"]),
                   "sib_txt": ["smoking outside by ", F.fam(k.dad, "first"), " reported."]
                   if chance(rng, 0.5) else "no smokers at home."})
        d.line("O: RR 24, SpO2 96%% on air, HR 104, speaking full sentences. PEFR %d L/min "
               "(personal best %d, i.e. %d%%). Mild expiratory wheeze bilaterally." % (
                   now, best, now * 100 // best), {})
        d.line("A: mild-moderate exacerbation per school asthma plan (BTS/SIGN 2019 wording).", {})
        d.line("P: 4 puffs salbutamol via spacer (AeroChamber), repeat PEFR after 15 min = %d. "
               "Returned to class. Text sent to {mum} on {mob}. Advised GP review within 48 h; "
               "asthma plan to be updated with {gp}." % (now + 40), {
                   "mum": F.fam(mum), "mob": P(mum.mobile, "PHONE"),
                   "gp": ["Dr ", F.doc(k.gp, "last")]})
    elif r == "headache":
        n = rng.randint(4, 9)
        d.line("Reason for contact: frequent attender - %d visits this half-term with headaches." % n, {})
        d.line("S: frontal headache most afternoons, worse after screen time; drinking ~500 ml "
               "water/day; skips breakfast. Vision last checked at {opt} in {yr}. Sleeps around "
               "midnight on school nights. Says {fr} has \"the same thing\".", {
                   "opt": P(rng.choice(["Specsavvy Opticians", "Clearsight Eyecare", "Brightview Optometry"]), "HOSPITAL"),
                   "yr": P(str(k.note_date.year - rng.randint(1, 3)), "DATE"),
                   "fr": ["friend ", F.fam(people.new_person(rng, k.c), "first")]})
        d.line("O: alert, no neck stiffness, no photophobia, temp 36.7, BP 104/66. No red flags "
               "(NICE CG150 checklist).", {})
        d.line("P: headache diary, fluids, sleep hygiene leaflet, optician appt. Paracetamol not "
               "given (no consent on file). Letter home to {par}.", {"par": F.fam(rng.choice([k.mum, k.dad]))})
    elif r == "period":
        d.line("Reason for contact: period pain, requested sanitary products.", {})
        d.line("S: menarche {m}. Heavy bleeding first 2 days, changing pad hourly, dizziness on "
               "standing. Missed {n} days last month. {mum_ref} aware.", {
                   "m": [P(F.PL.fmt_date(rng, k.c, F.days(k.note_date, -rng.randint(120, 500)), "month_year"), "DATE")],
                   "n": str(rng.randint(1, 3)), "mum_ref": F.parent_ref(rng, k, k.mum)[1]})
        d.line("O: pale conjunctivae, HR 96, BP 98/60.", {})
        d.line("P: heat pack, products from Red Box scheme. Suggest GP review (? FBC, ferritin). "
               "Period tracker discussed. Reviewed by {n2}, staff nurse.", {"n2": F.doc(people.staff(rng, k.c))})
    elif r == "injury":
        d.line("Reason for contact: injury in PE - fell on outstretched hand ({where}).", {
            "where": rng.choice(["netball", "rugby", "gymnastics", "basketball", "football"])})
        d.line("S: pain L wrist 6/10. Seen first by first aider {fa}.", {"fa": F.doc(people.staff(rng, k.c))})
        d.line("O: swelling over distal radius, tender anatomical snuffbox - No. Sensation intact, "
               "cap refill <2s. Able to weight-bear on arm - pain.", {})
        d.line("P: ice, sling; {ae} advised for X-ray. {mum} collected at %s to take to {hosp}." % _time(rng), {
            "ae": v["ae"], "mum": F.parent_ref(rng, k)[1], "hosp": P(k.hospital, "HOSPITAL")})
    elif r == "lice":
        d.line("Reason for contact: head lice - letter requested by class teacher {t}.", {"t": teacher})
        d.line("S: itching x2 weeks; younger sibling {sib} also scratching.", {
            "sib": [F.fam(k.sibs[0], "first"), " (", P(str(k.sibs[0].age), "AGE"), ")"] if k.sibs else "(none in school)"})
        d.line("P: wet combing with conditioner every 3 days for 2 weeks; Hedrin/dimeticone 4% "
               "as alternative. No exclusion needed.", {})
    elif r == "hypo":
        bg = rng.choice(["3.1", "3.4", "2.9", "3.6"]) if k.c != "US" else rng.choice(["56", "61", "52"])
        unit = "mmol/L" if k.c != "US" else "mg/dL"
        d.line("Reason for contact: T1DM - low alert from CGM ({cgm}, sensor SN {sn}).", {
            "cgm": rng.choice(["Dexcom G7", "FreeStyle Libre 2", "Dexcom ONE+", "Guardian 4"]),
            "sn": P("%s%07d" % (rng.choice(["0M0", "SN", "GT", "8H"]), rng.randint(0, 9999999)), "DEVICE")})
        d.line("O: BG %s %s on fingerprick, sweaty, shaky." % (bg, unit), {})
        d.line("P: 15 g fast-acting glucose (3 Lift tablets) then recheck 15 min: improved. "
               "Long-acting carb given. Diabetes team at {hosp} informed (DSN {dsn}). {mum} "
               "informed via {mob}.", {"hosp": P(k.hospital, "HOSPITAL"), "dsn": F.doc(people.staff(rng, k.c)),
                                       "mum": v["mum"], "mob": P(k.mum.mobile, "PHONE")})
    elif r == "eczema":
        d.line("Reason for contact: flare of atopic eczema, scratching in lessons.", {})
        d.line("S: using Doublebase/Epimax at home, hydrocortisone 1% occasionally. Swimming with "
               "{club} on {day} makes it worse.", {
                   "club": P(rng.choice(F.PO.CLUBS[k.c]), "ORGANIZATION"),
                   "day": P(rng.choice(PL.DAYS[:5]) + "s", "DATE")})
        d.line("P: emollient to be kept in school; GP for review of steroid ladder. Cotton uniform suggested.", {})
    elif r == "mood":
        d.line("Reason for contact: referred by Head of Year {t} - tearful in lessons.", {"t": teacher})
        d.line("S: arguments at home since {dadn} moved out in {when}; sleeping poorly; no thoughts "
               "of self-harm, no plan. Enjoys {club}.", {
                   "dadn": F.fam(k.dad, "first"),
                   "when": P(PL.fmt_date(rng, k.c, F.days(k.note_date, -rng.randint(30, 200)), "month_year"), "DATE"),
                   "club": P(rng.choice(F.PO.CLUBS[k.c]), "ORGANIZATION")})
        d.line("A: low mood, situational. SDQ given to complete; RCADS at next contact.", {})
        d.line("P: weekly drop-in; Childline number given; discussed with DSL {dsl}.", {"dsl": F.doc(people.staff(rng, k.c))})
    elif r == "weight":
        d.line("Reason for contact: %s re weight, following %s letter in {yr}." % (
            "self-referral" if k.age >= 11 else "parent request",
            "NCMP" if k.c == "UK" else "growth screening"), {"yr": P(str(k.note_date.year - 1), "DATE")})
        d.line("O: Ht %.1f cm, Wt %.1f kg, BMI on 98th centile (%s chart)." % (
            F.growth(rng, k.age, 4.0)[0], F.growth(rng, k.age, 4.0)[1], "CDC" if k.c == "US" else "RCPCH/UK90" if k.c in ("UK", "IE") else "WHO"), {})
        d.line("P: healthy lifestyle goals agreed; family to consider {prog} sessions at {centre}.", {
            "prog": rng.choice(["HENRY", "Fit Families", "Healthy Weight"]),
            "centre": P(rng.choice(["Wyndham Leisure Centre", "Greystone Community Hub", "Elmstead Youth Centre",
                                    "Riverside Library", "Thornbury Civic Centre"]), "LOCATION_OTHER")})
    elif r == "seizure":
        d.line("Reason for contact: witnessed tonic-clonic seizure in {rm}, lasted ~2 min.", {"rm": F.room(rng)})
        d.line("S/O: known epilepsy on levetiracetam (Keppra) 500 mg BD. Recovery position, "
               "post-ictal 20 min, no buccal midazolam needed (threshold 5 min per care plan).", {})
        d.line("P: {mum} collected; epilepsy nurse {en} at {hosp} updated on {ph}.", {
            "mum": F.parent_ref(rng, k, k.mum)[1], "en": F.doc(people.staff(rng, k.c)),
            "hosp": P(k.hospital, "HOSPITAL"), "ph": P(PL.phone(rng, k.c, k.town), "PHONE")})
    elif r == "hayfever":
        d.line("Reason for contact: itchy eyes, sneezing - exams next week.", {})
        d.line("P: cetirizine 10 mg from home supply (parental consent form dated {dt}). Sodium "
               "cromoglicate drops suggested; pharmacist at {ph} for advice.", {
                   "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(5, 60))),
                   "ph": P(rng.choice(F.PO.PHARMACY) + " Pharmacy", "HOSPITAL")})
    else:
        d.line("Reason for contact: toothache lower left for 4 days, not registered with a dentist.", {})
        d.line("P: analgesia advice to parent; emergency dental line; registered with {dent}. "
               "Father {dad} ({job}) agreed to take {pt} on {day}.", {
                   "dent": P(rng.choice(["Bright Smiles Dental Practice", "Quayside Dental Care",
                                         "Toothfairy Family Dentistry"]), "HOSPITAL"),
                   "dad": F.fam(k.dad), "job": P(k.dad.job, "PROFESSION"), "pt": F.pt(k, "first"),
                   "day": P(PL.DAYS[rng.randint(0, 4)], "DATE")})
    return r


def gen(rng, lower, c):
    k = people.make_case(rng, c, 5, 16)
    d = Doc(rng, lower)
    us = c in ("US", "CA")
    t = people.staff(rng, c)
    teacher = [F.doc(t, rng.choice(["full", "last", "fi"]))]
    if rng.random() < 0.5:
        teacher = [F.title(t), F.doc(t, "last")]
    d.add(F.service_header(rng, k, "HEALTH OFFICE VISIT RECORD" if us else
                           rng.choice(["SCHOOL NURSING - CONTACT RECORD", "School Health Contact Record",
                                       "CONTACT RECORD (School Nursing Service)"])))
    d.line("Name: {n}     DOB: {dob} ({age})", {
        "n": F.pt(k, rng.choice(["upper", "rev", "full", "mid"])), "dob": F.D(rng, k, k.dob),
        "age": F.age_p(rng, k, rng.choice(["yrs", "y", "ym"]))})
    d.line("{ids}", {"ids": F.id_line(rng, k, rng.choice([1, 2, 3]))})
    d.line("School: {s}   {yg}", {"s": P(k.school, "ORGANIZATION"), "yg": k.yg +
                                   (" / form %d%s" % (max(k.age - 4, 1), rng.choice("ABCDRSKW")) if c == "UK" and chance(rng, 0.5) else "")})
    if chance(rng, 0.7):
        d.line("Address: {a}", {"a": F.addr(rng, k)})
    if chance(rng, 0.6):
        d.line("{g}", {"g": F.gp_line(rng, k)})
    if chance(rng, 0.35):
        d.line("Parent/guardian: {p}  {ph}", {"p": F.fam(k.mum, rng.choice(["full", "rev"])),
                                               "ph": P(k.mum.mobile, "PHONE")})
    tm = _time(rng)
    d.line("Date of contact: {dt} {tm}   Venue: {ven}", {
        "dt": F.D(rng, k, k.note_date, rng.choice([None, None, "wd_short"])), "tm": tm,
        "ven": rng.choice([["medical room"], ["health office"], F.room(rng), ["telephone"]])})
    if chance(rng, 0.4):
        d.line("Visit no.: {e}", {"e": F.encounter(rng)})
    d.line("Seen by: {n}, {cr}", {"n": F.doc(k.nurse), "cr": k.nurse.cred})
    if chance(rng, 0.6):
        d.line("PMH: %s   Allergies: %s   Meds in school: %s" % (
            rng.choice(["nil", "asthma", "eczema, hay fever", "ADHD (Concerta XL at home)", "T1DM", "epilepsy",
                        "coeliac disease", "Perthes disease L hip", "Osgood-Schlatter", "Sever's disease"]),
            rng.choice(["NKDA", "NKDA", "penicillin (rash)", "peanut - anaphylaxis", "plasters", "ibuprofen"]),
            rng.choice(["none", "Ventolin inhaler + spacer", "EpiPen x2", "insulin pen", "buccal midazolam",
                        "melatonin - not in school", "none on file"])), {})
    d.t("\n")
    r = _reason(rng, k, d, teacher)
    if chance(rng, 0.45):
        prev = sorted({F.days(k.note_date, -rng.randint(7, 150)) for _ in range(rng.randint(1, 3))})
        d.t("Previous contacts: ")
        for i, pdt in enumerate(prev):
            d.add(["; " if i else "", F.D(rng, k, pdt), " (%s)" % rng.choice(
                ["headache", "stomach ache", "asthma review", "injury in PE", "drop-in", "period pain", "IHP review",
                 "feeling sick", "tearful"])])
        d.t("\n")
    d.t("\n")
    if chance(rng, 0.3):
        d.line("Catering: allergy flag checked against biometric ID {b} (cashless till).", {"b": F.biometric_id(rng)})
    d.line("Safeguarding: {sg}", {"sg": rng.choice(["no concerns identified.", "nil new.",
                                                     "known to " + k.v["social"] + " - no new info.",
                                                     "none disclosed; routine enquiry made."])})
    if us:
        d.line("Disposition: {x}", {"x": rng.choice(["returned to class", "sent home with parent",
                                                     "parent picked up", "remained in office, then class"])})
    d.line("Consent: {x}", {"x": rng.choice(["verbal, pupil Gillick competent", "parent by phone",
                                             "standing consent on file", "implied"])})
    if chance(rng, 0.5):
        d.line("Next contact: {dt}", {"dt": F.D(rng, k, F.days(k.note_date, rng.randint(5, 30)))})
    d.t("\n")
    d.add(F.signature(rng, k, k.nurse))
    d.t("\n")
    hh, mm = int(tm[:2]), int(tm[3:]) + rng.randint(8, 50)
    d.line("Entered by {u} on {dt} %02d:%02d" % (hh + mm // 60, mm % 60), {
        "u": P(k.nurse.username(rng), "USERNAME"), "dt": F.D(rng, k, k.note_date)})
    return d, k
