"""Genre: individual healthcare plan (asthma, anaphylaxis, type 1 diabetes, epilepsy)."""
import frag as F
import people
import places as PL
from common import Doc, P, chance


def _contact(rng, d, k, n, par, rel):
    d.line("Contact %d: {nm}   Relationship: %s" % (n, rel), {"nm": F.fam(par, rng.choice(["full", "full", "rev"]))})
    d.line("  Mobile: {m}   Home: {h}", {"m": P(par.mobile, "PHONE"), "h": P(par.home, "PHONE")})
    if chance(rng, 0.55):
        d.line("  Work: {w} ({x})", {
            "w": P(PL.phone(rng, k.c, k.town) + (PL.extension(rng) if chance(rng, 0.4) else ""), "PHONE"),
            "x": P(par.job, "PROFESSION") if chance(rng, 0.5) else P(par.employer, "ORGANIZATION")})
    if chance(rng, 0.35):
        d.line("  Email: {e}", {"e": P(par.mail, "EMAIL")})


def _asthma(rng, d, k):
    d.line("Medical diagnosis: asthma (moderate), allergic rhinitis. Triggers: exercise, cold air, "
           "pollen, colds, {pet}.", {"pet": rng.choice(["dog", "cat", "horses at grandparents' farm", "dust"])})
    d.line("Daily: {prev} at home morning and evening. In school: {rel} 100 mcg MDI via spacer "
           "(Volumatic / AeroChamber Plus), 2 puffs before PE. Pupil carries own reliever; spare "
           "inhaler in the medical room (expiry checked termly). School emergency salbutamol inhaler "
           "may be used (consent given).", {
               "prev": rng.choice(["Clenil Modulite 100 mcg 2 puffs BD", "Seretide 50 Evohaler 2 puffs BD",
                                   "Flixotide 50 mcg 2 puffs BD", "montelukast 5 mg nocte",
                                   "Symbicort 100/6 MART 1 puff BD"]),
               "rel": rng.choice(["salbutamol (Ventolin Evohaler)", "salbutamol (Salamol)", "Airomir"])})
    d.line("Emergency: if no improvement after 2-4 puffs, give 1 puff every 30-60 s up to 10 puffs. "
           "Call %s if not improving, too breathless to talk, lips blue. Peak flow best {pf} L/min." % k.v["emerg"],
           {"pf": str(rng.randint(22, 45) * 10)})


def _allergy(rng, d, k):
    food = rng.choice(["peanut and tree nuts", "sesame", "egg", "cow's milk protein", "kiwi fruit", "fish and shellfish"])
    d.line("Medical diagnosis: food allergy - %s; previous anaphylaxis %s (treated at {hosp})." % (
        food, "aged {a}"), {"hosp": P(k.hospital, "HOSPITAL"), "a": P(str(rng.randint(1, max(k.age - 1, 2))), "AGE")})
    pen = rng.choice(["EpiPen 0.3 mg", "EpiPen Jr 0.15 mg", "Jext 150 micrograms", "Jext 300 micrograms",
                      "Emerade 300", "Anapen Junior"])
    d.line("Medication: 2 x %s adrenaline auto-injectors (one carried in bag, one in staff room); "
           "cetirizine 5 mg oral solution for mild reactions." % pen, {})
    if k.c == "AU":
        d.line("ASCIA Action Plan for Anaphylaxis (red) attached, signed by Dr {dr} on {dt}.", {
            "dr": F.doc(k.gp, "last"), "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(10, 300)))})
    d.line("Emergency: signs of anaphylaxis (difficult/noisy breathing, swelling of tongue, wheeze, "
           "persistent dizziness, pale and floppy) - lay flat, give auto-injector into outer thigh, call "
           "%s and say \"anaphylaxis\", second dose after 5 min if no improvement." % k.v["emerg"], {})
    d.line("Catering: allergy flagged on cashless catering account (biometric ID {b}); kitchen "
           "manager {km} informed.", {"b": F.biometric_id(rng), "km": F.doc(people.staff(rng, k.c))})


def _diabetes(rng, d, k):
    pump = rng.choice([("Omnipod 5", "PDM SN"), ("Tandem t:slim X2", "pump SN"),
                       ("Medtronic MiniMed 780G", "serial"), ("Omnipod DASH", "PDM serial"),
                       ("insulin pens (NovoPen 6)", "pen SN")])
    cgm = rng.choice(["Dexcom G7", "Dexcom G6", "FreeStyle Libre 3", "Guardian 4"])
    mm = k.c != "US"
    d.line("Medical diagnosis: type 1 diabetes, diagnosed {dx} (DKA at presentation).", {
        "dx": P(PL.fmt_date(rng, k.c, F.days(k.note_date, -rng.randint(200, 2000)), "month_year"), "DATE")})
    d.line("Devices: %s, %s {ps}; CGM %s, transmitter {ts}. Readings shared to {mum}'s phone "
           "and school iPad via follow app." % (pump[0], pump[1], cgm), {
               "ps": P("%s%08d" % (rng.choice(["PD", "SN", "TS", "NG", "MM"]), rng.randint(0, 99999999)), "DEVICE"),
               "ts": P("%s%d%s" % (rng.choice(["8G", "3M", "TX", "0M"]), rng.randint(10000, 99999), rng.choice(["A", "K", "X", ""])), "DEVICE"),
               "mum": F.fam(k.mum, "first")})
    d.line("Target range %s. Carb ratio 1 unit : %d g at lunch. Hypo if below %s: 15-20 g fast "
           "sugar (Lucozade 100 ml / 4 Dextro tablets), recheck in 15 min." % (
               "4-10 mmol/L" if mm else "80-180 mg/dL", rng.choice([8, 10, 12, 15]), "4 mmol/L" if mm else "70 mg/dL"), {})
    d.line("Emergency: unconscious or fitting - recovery position, do not give food by mouth, call "
           "%s, GlucaGen HypoKit / Baqsimi 3 mg nasal if trained staff available." % k.v["emerg"], {})
    d.line("Diabetes team: {dsn} (PDSN), {hosp}, Tel {ph}; out of hours {ph2}.", {
        "dsn": F.doc(people.staff(rng, k.c)), "hosp": P(k.hospital, "HOSPITAL"),
        "ph": P(PL.phone(rng, k.c, k.town), "PHONE"),
        "ph2": P(PL.phone(rng, k.c, k.town) + PL.extension(rng), "PHONE")})


def _epilepsy(rng, d, k):
    d.line("Medical diagnosis: epilepsy (focal with secondary generalisation). Meds: sodium valproate "
           "(Epilim) / levetiracetam at home. Rescue: buccal midazolam (Buccolam) %s mg." %
           rng.choice(["5", "7.5", "10"]), {})
    if chance(rng, 0.5):
        d.line("Vagus nerve stimulator (VNS Therapy) in situ, generator SN {sn}; magnet swipe at "
               "seizure onset (magnet kept in {rm}).", {"sn": P("%d" % rng.randint(10000, 999999), "DEVICE"),
                                                         "rm": F.room(rng)})
    d.line("Emergency: time the seizure; if tonic-clonic > 5 min give midazolam and call %s. "
           "Record on seizure chart; inform {par}." % k.v["emerg"], {"par": F.parent_ref(rng, k)[1]})


def gen(rng, lower, c):
    k = people.make_case(rng, c, 4, 16)
    d = Doc(rng, lower)
    cond = rng.choice(["asthma", "allergy", "diabetes", "epilepsy"])
    us = c in ("US", "CA")
    title = {"US": "INDIVIDUALIZED HEALTHCARE PLAN (IHP) / EMERGENCY CARE PLAN",
             "CA": "Student Plan of Care - Prevalent Medical Condition",
             "IE": "INDIVIDUAL HEALTHCARE PLAN", "AU": "Student Health Support Plan",
             "NZ": "Individual Health Plan"}.get(c, rng.choice(["INDIVIDUAL HEALTHCARE PLAN",
                                                                  "Individual Healthcare Plan (IHP)"]))
    d.add(F.service_header(rng, k, title))
    if c == "UK":
        d.t("Template based on 'Supporting pupils at school with medical conditions' (DfE, 2015)\n")
    if c == "CA" and k.town[2] == "ON":
        d.t("Ryan's Law / Sabrina's Law - school board policy PPM 161\n")
    d.line("Child's name: {n}", {"n": F.pt(k, rng.choice(["full", "mid", "upper"]))})
    d.line("Date of birth: {dob}   Age: {a}   %s: %s" % ("Grade" if us else "Class", k.yg), {
        "dob": F.D(rng, k, k.dob), "a": P(str(k.age), "AGE")})
    d.line("School: {s}   {ids}", {"s": P(k.school, "ORGANIZATION"), "ids": F.id_line(rng, k, rng.choice([1, 2]))})
    d.line("Home address: {a}", {"a": F.addr(rng, k)})
    agreed = F.days(k.note_date, -rng.randint(0, 10))
    d.line("Date plan agreed: {a}   Review date: {r}", {"a": F.D(rng, k, agreed),
                                                       "r": F.D(rng, k, F.days(agreed, 365 - rng.randint(0, 60)))})
    d.t("\nFAMILY CONTACT INFORMATION\n")
    _contact(rng, d, k, 1, k.mum, "Mother")
    second = k.dad if chance(rng, 0.7) else people.new_person(rng, c, sex="F", adult=True, origin=k.origin)
    if second is not k.dad:
        second.mobile = PL.phone(rng, c, k.town, True)
        second.home = PL.phone(rng, c, k.town)
        second.mail = second.email(rng)
        second.job = rng.choice(F.PO.OCCUPATIONS)
        second.employer = rng.choice(F.PO.EMPLOYERS)
    _contact(rng, d, k, 2, second, "Father" if second is k.dad else rng.choice(["Grandmother", "Aunt", "Childminder"]))
    d.t("\n")
    d.line("{g}", {"g": F.gp_line(rng, k)})
    if chance(rng, 0.5):
        d.line("Specialist: Dr {sp}, %s %s, {hosp}" % (k.v["paed"], rng.choice(["respiratory", "allergy", "endocrine", "neurology"])), {
            "sp": F.doc(people.new_person(rng, c, adult=True), rng.choice(["full", "last"])), "hosp": P(k.hospital, "HOSPITAL")})
    d.t("\nMEDICAL NEEDS, SYMPTOMS, TREATMENT\n")
    {"asthma": _asthma, "allergy": _allergy, "diabetes": _diabetes, "epilepsy": _epilepsy}[cond](rng, d, k)
    d.t("\nDAILY CARE / EDUCATIONAL NEEDS\n")
    d.line("Supported by {a} (%s) and {b} (%s). Staff trained by {n} on {dt}." % (
        rng.choice(["SENCo", "class teacher", "Head of Year", "learning support"]),
        rng.choice(["first aider", "teaching assistant", "office manager", "PE teacher"])), {
        "a": F.doc(people.staff(rng, c)), "b": F.doc(people.staff(rng, c), rng.choice(["full", "fi"])),
        "n": F.doc(k.nurse), "dt": F.D(rng, k, F.days(agreed, -rng.randint(1, 30)))})
    if chance(rng, 0.45):
        taxi = people.staff(rng, c)
        d.line("Transport: local authority taxi, driver {dr}, vehicle reg {reg}; escort aware of plan.", {
            "dr": F.doc(taxi, rng.choice(["full", "first"])), "reg": P(PL.plate(rng, c), "VEHICLE")})
    if chance(rng, 0.5):
        d.line("Trips: plan and medication to travel with group leader; residential to {pl} in {m} - "
               "nurse to brief staff.", {"pl": P(rng.choice(["Ambleside", "Kielder", "Rotorua", "Canberra", "Galway", "Banff",
                                                              "Lake Tahoe", "Snowdonia", "Whitby", "Queenstown"]), "CITY"),
                                        "m": P(PL.MONTHS[rng.randint(0, 11)], "DATE")})
    d.line("Other: %s" % rng.choice([
        "no specific needs for exams; extra time if unwell (JCQ access arrangements).",
        "rest breaks allowed; water bottle on desk.",
        "PE - warm-up essential; reliever pitchside.",
        "absence for clinic appointments to be authorised."]), {})
    d.t("\nPLAN DEVELOPED WITH\n")
    d.line("{p} (parent), {n} ({t}), {pt} (pupil)", {
        "p": F.fam(k.mum), "n": F.doc(k.nurse), "t": k.v["nurse_title"], "pt": F.pt(k, "first")})
    if chance(rng, 0.4):
        d.line("Plan saved to shared drive by {u}; parent portal {url}", {
            "u": P(people.staff(rng, c).username(rng), "USERNAME"), "url": F.url(rng, k)})
    d.t("\n")
    d.add(F.signature(rng, k, k.nurse, dated=agreed))
    d.t("\n")
    d.line("Parent signature: {p}   Date: {dt}", {"p": F.fam(k.mum, rng.choice(["full", "fi"])), "dt": F.D(rng, k, agreed)})
    if chance(rng, 0.35):
        d.line("cc: {g}; school file; {m}", {"g": ["Dr ", F.doc(k.gp, "last")], "m": F.org_mail(rng, k)})
    return d, k
