"""Genre: enuresis (bedwetting) clinic note - nurse-led continence service."""
import frag as F
import people
import places as PL
from common import Doc, P, chance

CLINICS = ["Larkspur Children's Continence Clinic", "Dry Nights Clinic, Stonebridge Health Centre",
           "Brookvale Bladder & Bowel Service", "Harcourt Enuresis Clinic", "Kowhai Continence Clinic",
           "Bayside Paediatric Continence Service", "Riverside Children's Bladder Clinic"]
CAMPS = {"UK": ["Brownsea Island", "Kielder Water", "Beaver Lodge Activity Centre", "Barnsfield campsite"],
         "IE": ["Tollymore Forest", "Lough Key", "Killary Adventure Centre", "Gortatlea campsite"],
         "US": ["Camp Wanakee", "Lake Arrowhead Scout Camp", "Pine Ridge Day Camp"],
         "CA": ["Algonquin Park", "Camp Kawartha", "Sylvan Lake Bible Camp"],
         "AU": ["Coolum Beach", "Camp Cottermouth", "Lake Ainsworth Sport & Rec"],
         "NZ": ["Lake Taupo", "Tui Ridge Park", "Camp Iona", "Waikanae Christian Holiday Park"]}
ALARMS = [("Malem Ultimate", "MAL"), ("Rodger Wireless", "RW"), ("Pjama", "PJ"), ("Malem Wearable", "MW"),
          ("DryBuddyFLEX", "DB"), ("Wet-Stop3", "WS")]


def gen(rng, lower, c):
    k = people.make_case(rng, c, 5, 12)
    d = Doc(rng, lower)
    review = chance(rng, 0.45)
    clinic = rng.choice(CLINICS)
    if c == "US":
        clinic = clinic.replace("Paediatric", "Pediatric")
    d.add(F.service_header(rng, k, "ENURESIS CLINIC - %s" % ("REVIEW" if review else "INITIAL ASSESSMENT")))
    d.line("Clinic: {cl}   Venue: {v}", {"cl": P(clinic, "HOSPITAL"),
                                          "v": rng.choice([F.room(rng), [P(k.gp_practice, "HOSPITAL")], ["school medical room"]])})
    d.line("Name: {n}   DOB: {dob}   Age: {a}", {"n": F.pt(k, rng.choice(["full", "rev", "upper"])),
                                                 "dob": F.D(rng, k, k.dob),
                                                 "a": F.age_p(rng, k, rng.choice(["ym", "ymlong", "yrs", "y"]))})
    d.line("{ids}", {"ids": F.id_line(rng, k, 2)})
    d.line("Address: {a}", {"a": F.addr(rng, k)})
    par, ref = F.parent_ref(rng, k)
    d.line("Attended with: {p}   Date: {dt}   Encounter: {e}", {"p": ref, "dt": F.D(rng, k, k.note_date), "e": F.encounter(rng)})
    if not review:
        d.line("Referred by: {r} on {dt}", {"r": rng.choice([["school nurse ", F.doc(people.staff(rng, c))],
                                                             ["Dr ", F.doc(k.gp, "last"), " (", k.v["gp"], ")"],
                                                             ["self-referral via ", F.url(rng, k, "/bladder-bowel/referral")]]),
                                            "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(20, 120)))})
    d.line("{g}", {"g": F.gp_line(rng, k)})
    d.t("\nHISTORY\n")
    wet = rng.randint(3, 7)
    d.line("- Wet %d/7 nights, %s volume, %s. Never been dry > 6 months (primary)." % (
        wet, rng.choice(["large", "small", "variable"]), rng.choice(["does not wake", "wakes after wetting", "occasionally wakes"])), {})
    d.line("- Daytime: %s." % rng.choice([
        "no urgency or frequency, no daytime wetting",
        "urgency, voids 9-10x/day, damp pants most afternoons; holding manoeuvres (Vincent's curtsey sign)",
        "dribbling after voiding; school toilets avoided"]), {})
    stool = rng.choice([1, 2, 3, 4, 4, 5])
    d.line("- Bowels: Bristol Stool Chart type %d, every %d days%s." % (
        stool, rng.randint(1, 4), ("; constipation - %s started per %s" % (
            "Movicol Paediatric Plain" if c != "US" else "MiraLAX", "NICE CG99" if c in ("UK", "IE") else "NASPGHAN advice"))
        if stool <= 2 else ""), {})
    d.line("- Fluids: approx %d ml/day, mostly %s; little drinking at school (water bottle not allowed in class)." % (
        rng.choice([500, 600, 700, 800, 1000]), rng.choice(["squash", "fizzy drinks", "milk", "water", "cola"])), {})
    if chance(rng, 0.6):
        rel = rng.choice([(k.v["dad"], k.dad), (k.v["mum"], k.mum)])
        d.line("- FHx: {r} wet until aged {a}.", {"r": [rel[0], " ", F.fam(rel[1], "first")] if chance(rng, 0.5) else rel[0],
                                                  "a": P(str(rng.randint(8, 13)), "AGE")})
    if k.sibs:
        s = k.sibs[0]
        d.line("- Shares bedroom with %s {s} ({a})." % s.rel, {"s": F.fam(s, "first"), "a": P(str(s.age), "AGE")})
    if chance(rng, 0.55):
        d.line("- Impact: avoids sleepovers; {club} camp at {pl} on {dt} - keen to be dry.", {
            "club": P(rng.choice(F.PO.CLUBS[c]), "ORGANIZATION"),
            "pl": P(rng.choice(CAMPS[c]), "LOCATION_OTHER"),
            "dt": F.D(rng, k, F.days(k.note_date, rng.randint(30, 90)), rng.choice(["day_month", None]))})
    if chance(rng, 0.45):
        hol = rng.choice(["Christmas", "Easter", "Eid", "Diwali", "Hanukkah", "Halloween", "New Year"] +
                         (["Thanksgiving"] if c in ("US", "CA") else []))
        d.line("- Wants to stay at {who}'s over {h} without pull-ups.", {
            "who": rng.choice([["Nan"], ["Grandma"], ["cousin ", F.fam(people.new_person(rng, c, origin=k.origin), "first")],
                               ["friend ", F.fam(people.new_person(rng, c, sex=k.child.sex), "first")]]),
            "h": P(hol, "DATE")})
    if chance(rng, 0.3):
        d.line("- Social: parents separated; alternates between {a1} and {a2} - alarm needs to move between homes.", {
            "a1": P(k.town[0], "CITY"), "a2": P(rng.choice(PL.TOWNS[c])[0], "CITY")})
    d.line("- Tried: lifting, pull-ups, reward chart for dry nights (not recommended - %s advises "
           "rewards for agreed behaviours)." % ("NICE CG111" if c in ("UK", "IE") else "ICCS guidance"), {})
    if review:
        d.line("- Since last visit ({dt}): alarm used %d/7 nights, %d dry nights in last 14." % (
            rng.randint(4, 7), rng.randint(2, 13)), {"dt": F.D(rng, k, F.days(k.note_date, -rng.randint(28, 56)))})
    d.t("\nEXAMINATION / TESTS\n")
    age = k.age
    d.line("Frequency-volume chart (3 days): max voided volume %d ml (expected (age+1) x 30 = %d ml). "
           "Urinalysis: %s. BP %d/%d. Spine/sacrum normal, no sacral dimple." % (
               rng.randint(90, 320), (age + 1) * 30, rng.choice(["NAD", "NAD", "trace protein only", "no glycosuria, nitrite -ve"]),
               rng.randint(90, 110), rng.randint(55, 70)), {})
    if chance(rng, 0.25):
        d.line("MSU sent - specimen no. {s}.", {"s": P("%s%07d" % (rng.choice(["M", "U", "MB"]), rng.randint(0, 9999999)), "IDNUM")})
    d.t("\nASSESSMENT\n")
    d.t(rng.choice(["Primary monosymptomatic nocturnal enuresis.\n",
                    "Non-monosymptomatic enuresis with constipation.\n",
                    "Primary nocturnal enuresis, likely nocturnal polyuria (large wet patches, early-night wetting).\n"]))
    d.t("\nPLAN\n")
    if chance(rng, 0.6):
        al = rng.choice(ALARMS)
        d.line("1. Enuresis alarm issued: %s, serial {sn}. Loan agreement signed by {p}; return by {dt}." % al[0], {
            "sn": P("%s-%06d" % (al[1], rng.randint(0, 999999)), "DEVICE"), "p": F.fam(par),
            "dt": F.D(rng, k, F.days(k.note_date, rng.randint(84, 120)))})
        d.line("   Instructions: alarm on every night, child to get up and finish in toilet, reset alarm; "
               "chart dry/wet nights.", {})
    else:
        d.line("1. Desmopressin (DDAVP Melt / Desmomelt) %s micrograms sublingual at bedtime. No drinks "
               "1 h before until 8 h after. Stop if headache, vomiting. Structured withdrawal after 3 months." %
               rng.choice(["120", "240"]), {})
    d.line("2. Fluids 6-8 drinks/day spread through day; letter to school re water bottle and toilet pass.", {})
    d.line("3. Review {how} on {dt}.", {"how": rng.choice(["by telephone", "in clinic", "by video"]),
                                        "dt": F.D(rng, k, F.days(k.note_date, rng.randint(21, 42)), rng.choice([None, "weekday"]))})
    d.line("4. Family contact: {p} {ph}.", {"p": F.fam(par, "first"), "ph": P(par.mobile, "PHONE")})
    d.t("\n")
    d.add(F.signature(rng, k, k.nurse, role=rng.choice(["Continence Nurse Specialist", "Enuresis Nurse",
                                                        k.v["nurse_title"]])))
    d.t("\n")
    d.line("cc: {gp} (%s); school nurse team {m}" % k.v["gp"], {"gp": ["Dr ", F.doc(k.gp, "last")], "m": F.org_mail(rng, k)})
    if chance(rng, 0.35):
        d.line("Typed by {t} {dt}", {"t": F.doc(people.staff(rng, c), "initd"), "dt": F.D(rng, k, F.days(k.note_date, rng.randint(1, 5)))})
    return d, k
