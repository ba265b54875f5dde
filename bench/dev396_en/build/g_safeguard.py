"""Genre: safeguarding record of concern (school nurse / DSL log)."""
import frag as F
import people
import places as PL
from common import Doc, P, chance

AGENCY = {
    "UK": ("MASH", "the Children's Social Care front door", "DSL", "police", "crime ref"),
    "IE": ("Tusla", "the Tusla duty social work team", "DLP", "Gardai", "PULSE incident no."),
    "US": ("CPS", "the state CPS hotline", "principal", "police", "report #"),
    "CA": ("CAS", "Children's Aid Society intake", "principal", "police", "occurrence #"),
    "AU": ("Child Protection", "the Child Protection Helpline", "principal", "police", "report ref"),
    "NZ": ("Oranga Tamariki", "Oranga Tamariki (report of concern)", "principal", "Police", "event no."),
}


FRAME = {
    "UK": ["Keeping Children Safe in Education 2024; Working Together to Safeguard Children 2023",
           "local safeguarding partnership procedures (s47 Children Act 1989)", "KCSIE 2023, Part one"],
    "IE": ["Children First National Guidance 2017", "Children First Act 2015 - mandated person"],
    "US": ["state mandated reporter law", "district child abuse reporting policy"],
    "CA": ["duty to report, CYFSA 2017 s125", "school board child protection protocol"],
    "AU": ["mandatory reporting obligations", "PROTECT - Four Critical Actions for Schools"],
    "NZ": ["Children's Act 2014 / school child protection policy", "Oranga Tamariki Act 1989"],
}


def _tm(rng):
    return "%02d:%02d" % (rng.randint(8, 15), rng.randint(0, 59))


def _concern(rng, d, k, partner, ag):
    ch = k.child
    cat = rng.choice(["physical", "neglect", "domestic", "online", "sexual_health", "missing", "emotional", "fgm"])
    if cat == "fgm" and k.c not in ("UK", "IE", "AU"):
        cat = "neglect"
    pn = P(ch.first, "PATIENT")
    if cat == "physical":
        d.line("Category: physical abuse (suspected)", {})
        d.line("What was seen/heard: {pn} arrived late, holding left arm. When asked by {t} (class teacher) "
               "said \"{pf} grabbed me cos I didn't tidy my room\". Later changed account to falling off a "
               "trampoline at {pl}.", {"pn": pn, "t": F.doc(people.staff(rng, k.c), "full"),
                                       "pf": F.fam(partner, "first"),
                                       "pl": [P(rng.choice(F.PO.LANDMARKS), "LOCATION_OTHER")]})
        d.line("Body map: 4 x oval bruises 1-1.5 cm upper L arm (fingertip pattern), yellow/purple; "
               "old linear mark R thigh. Mongolian blue spot sacrum noted previously - not a concern.", {})
    elif cat == "neglect":
        d.line("Category: neglect", {})
        d.line("What was seen/heard: {pn} repeatedly hungry, taking food from peers; same uniform all week; "
               "headlice untreated; attendance %d%% this term. Told nurse \"there's no food till "
               "{mn} gets paid on {day}\". Sibling {sib} at {sch} also reported hungry." % rng.randint(71, 88), {
                   "pn": pn, "mn": k.v["mum"], "day": P(PL.DAYS[rng.randint(0, 4)], "DATE"),
                   "sib": [F.fam(k.sibs[0], "first"), " (", P(str(max(k.sibs[0].age, 4)), "AGE"), ")"] if k.sibs
                   else [F.fam(people.new_person(rng, k.c), "first"), " (", P("5", "AGE"), ")"],
                   "sch": P(people.school_name(rng, k.c, 6), "ORGANIZATION")})
        d.line("Dental: visible decay, not registered. Height/weight: weight 2nd centile (previously 25th). "
               "Says there has been no heating at home since {h}.", {
                   "h": P(rng.choice(["Christmas", "Easter", "New Year", "Halloween"] +
                                     (["Bonfire Night"] if k.c == "UK" else ["Thanksgiving"] if k.c in ("US", "CA") else [])), "DATE")})
    elif cat == "domestic":
        d.line("Category: domestic abuse - %s" % (
            "Operation Encompass notification" if k.c == "UK" else "police notification"), {})
        d.line("Notification received %s from %s: police attended home address on {dt} following "
               "argument between {mum} and {pf}; {pn} present. {pf} arrested, released on bail with "
               "conditions not to attend {str}." % (_tm(rng), ag[3]), {
                   "dt": F.D(rng, k, F.days(k.note_date, -1), rng.choice([None, "weekday"])),
                   "mum": F.fam(k.mum), "pf": F.fam(partner), "pn": pn, "str": P(k.street, "STREET")})
        d.line("{pf} drives a {car} reg {reg}; staff to alert office if seen near school gate.", {
            "pf": F.fam(partner, "first"), "car": rng.choice(["silver Ford Focus", "black VW Golf", "white Transit van",
                                                                "red Toyota Hilux", "grey Honda Civic", "blue Mazda 3"]),
            "reg": P(PL.plate(rng, k.c), "VEHICLE")})
    elif cat == "online":
        d.line("Category: online safety / possible grooming", {})
        d.line("What was seen/heard: {pn} showed friend {fr} messages from an adult male on {app} "
               "(username {u}) asking for photos and to meet at {pl}. {pn}'s own account is {h}.", {
                   "pn": pn, "fr": F.fam(people.new_person(rng, k.c), "first"),
                   "app": rng.choice(["Snapchat", "Instagram", "TikTok", "Discord", "Roblox chat", "WhatsApp"]),
                   "u": P(rng.choice(["dan_", "xx_", "kingj", "mr.nice", "tom.s"]) + "%d" % rng.randint(10, 999), "USERNAME"),
                   "pl": P(rng.choice(F.PO.LANDMARKS), "LOCATION_OTHER"), "h": F.handle(rng, k)})
        d.line("School filtering log: device on network {ip} flagged at %s (category: adult chat)." % _tm(rng), {
            "ip": F.private_ip(rng)})
    elif cat == "sexual_health":
        d.line("Category: child sexual exploitation risk", {})
        d.line("What was seen/heard: {pn} ({a}) disclosed boyfriend \"{bf}\" is {ba}, picks her up from school in a "
               "car (reg {reg}) and gives her vape refills and money. Requested emergency contraception.", {
                   "pn": pn, "a": F.age_p(rng, k, "yrs"), "bf": F.fam(people.new_person(rng, k.c, sex="M", adult=True), "first"),
                   "ba": P(str(rng.randint(18, 24)), "AGE"), "reg": P(PL.plate(rng, k.c), "VEHICLE")})
        d.line("CSE screening tool completed - score high. Fraser guidelines considered; EHC supplied via {ph}.", {
            "ph": P(rng.choice(F.PO.PHARMACY) + " Pharmacy", "HOSPITAL")})
    elif cat == "missing":
        d.line("Category: child missing from education / episode missing from home", {})
        d.line("What was seen/heard: not in school since {dt}. Home visit by attendance officer {ao}: no answer. "
               "Neighbour {nb} says family \"went back to {co}\". Catering biometric record ({b}) shows no "
               "meals since that date.", {
                   "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(4, 12))), "ao": F.doc(people.staff(rng, k.c)),
                   "nb": F.fam(people.new_person(rng, k.c, adult=True)),
                   "co": F.country(rng, k.origin),
                   "b": F.biometric_id(rng)})
    elif cat == "emotional":
        d.line("Category: emotional abuse / self-harm", {})
        d.line("What was seen/heard: superficial cuts L forearm seen in PE by {t}. {pn} said \"{mn} says I'm "
               "useless, nobody would care\". No suicidal plan; uses a pencil sharpener blade.", {
                   "t": F.doc(people.staff(rng, k.c)), "pn": pn, "mn": k.v["mum"]})
        d.line("Wounds cleaned, Steri-Strips not needed. Safety plan started; Childline and Papyrus HOPELINE numbers given.", {})
    else:
        d.line("Category: FGM - risk", {})
        d.line("What was seen/heard: {pn} told friend she is going to {co} in the summer for \"a special "
               "ceremony to become a woman\"; aunt {au} travelling with her on {dt}.", {
                   "pn": pn, "co": P(rng.choice(["Somalia", "Sudan", "Egypt", "Sierra Leone", "Guinea", "Mali", "Eritrea"]), "COUNTRY"),
                   "au": F.fam(people.new_person(rng, k.c, sex="F", adult=True, origin=k.origin)),
                   "dt": F.D(rng, k, F.days(k.note_date, rng.randint(20, 60)))})
        d.line("FGM risk indicators present. Mandatory reporting duty (FGM Act 2003 s5B) considered - not "
               "applicable as no known FGM; referral made.", {})
    return cat


def gen(rng, lower, c):
    k = people.make_case(rng, c, 5, 16)
    d = Doc(rng, lower)
    ag = AGENCY[c]
    if k.nation == "Scotland":
        ag = ("social work", "the local social work duty team", "Child Protection Coordinator", "police", "crime ref")
    partner = people.new_person(rng, c, sex="M", adult=True)
    d.add(F.service_header(rng, k, rng.choice(["SAFEGUARDING - RECORD OF CONCERN", "Cause for Concern Form",
                                               "SAFEGUARDING CONCERN NOTE", "Child Protection Concern - Nurse Record"])))
    d.line("Pupil: {n}   DOB: {dob}   {yg}", {"n": F.pt(k, rng.choice(["full", "upper", "rev"])),
                                             "dob": F.D(rng, k, k.dob), "yg": k.yg})
    d.line("{ids}", {"ids": F.id_line(rng, k, rng.choice([1, 2]))})
    d.line("School: {s}", {"s": P(k.school, "ORGANIZATION")})
    d.line("Address: {a}", {"a": F.addr(rng, k)})
    d.line("Date/time of concern: {dt} %s   Location: {loc}" % _tm(rng), {
        "dt": F.D(rng, k, k.note_date),
        "loc": rng.choice([F.room(rng), ["medical room"], ["playground"], ["corridor outside "] + F.room(rng), ["school gate"]])})
    d.line("Recorded by: {n}, %s" % k.v["nurse_title"], {"n": F.doc(k.nurse)})
    d.t("\n")
    cat = _concern(rng, d, k, partner, ag)
    d.t("\nHOUSEHOLD\n")
    d.line("Mother: {m} ({a}), {job}", {"m": F.fam(k.mum), "a": P(str(k.mum.age), "AGE"),
                                        "job": rng.choice([["works as ", P(k.mum.job, "PROFESSION")],
                                                           ["unemployed"], ["works at ", P(k.mum.employer, "ORGANIZATION")],
                                                           ["part-time ", P(k.mum.job, "PROFESSION")]])})
    if chance(rng, 0.6):
        d.line("Mother's partner: {p}, DOB {dob}, {job}", {
            "p": F.fam(partner), "dob": F.D(rng, k, F.days(k.note_date, -rng.randint(7000, 14000))),
            "job": [P(rng.choice(F.PO.OCCUPATIONS), "PROFESSION")] if chance(rng, 0.6) else ["not known"]})
    else:
        d.line("Father: {p} - lives at {a}; contact alternate weekends.", {"p": F.fam(k.dad), "a": F.other_address(rng, k)})
    for s in k.sibs:
        d.line("Sibling: {s} ({a})", {"s": F.fam(s), "a": P(str(s.age), "AGE")})
    d.t("\nACTION TAKEN\n")
    dsl = people.staff(rng, c)
    d.line("- Discussed with %s {dsl} at %s; agreed threshold met for referral." % (ag[2], _tm(rng)), {"dsl": F.doc(dsl)})
    d.line("- Referral to %s by phone {ph}; ref {ref}." % ag[1], {
        "ph": P(PL.phone(rng, c, k.town), "PHONE"), "ref": F.case_ref(rng, rng.choice(["MASH", "CSC", "REF", "ROC", "INT"]), k.note_date.year)})
    sw = people.staff(rng, c)
    d.line("- Allocated social worker: {sw}, tel {ph}, {em}.", {
        "sw": F.doc(sw), "ph": P(PL.phone(rng, c, k.town, chance(rng, 0.5)), "PHONE"), "em": P(sw.email(rng), "EMAIL")})
    if cat in ("physical", "domestic", "sexual_health", "online") and chance(rng, 0.7):
        d.line("- %s informed; %s {ref}; officer {po}." % (ag[3].capitalize(), ag[4]), {
            "ref": P("%d/%05d/%02d" % (rng.randint(10, 99), rng.randint(0, 99999), k.note_date.year % 100), "IDNUM"),
            "po": [rng.choice(["PC ", "DC ", "Officer ", "Garda ", "Constable "]), F.doc(people.staff(rng, c), "last")]})
    d.line("- Parents %s." % rng.choice(["not informed on advice of social care (risk of harm)",
                                         "informed by DSL by phone", "to be informed by social worker"]), {})
    d.line("- Health records flagged; %s ({gp}) informed by secure email {em}." % k.v["gp"], {
        "gp": P(k.gp_practice, "HOSPITAL"), "em": P("gp.%s@example.net" % k.gp_practice.split()[0].lower(), "EMAIL")})
    d.t("\n")
    frame = FRAME[c]
    if k.nation == "Scotland":
        frame = ["National Guidance for Child Protection 2021 (updated 2023)", "GIRFEC / Named Person practice"]
    elif k.nation == "Wales":
        frame = ["national Safeguarding Procedures 2019", "Social Services and Well-being Act 2014, s130"]
    d.line("Framework: %s" % rng.choice(frame), {})
    d.add(F.signature(rng, k, k.nurse, dated=k.note_date))
    d.t("\n")
    d.line("Logged on %s by {u}; linked students: {n}" % ("CPOMS" if c == "UK" else rng.choice(["MyConcern", "the student information system"])), {
        "u": P(k.nurse.username(rng), "USERNAME"),
        "n": [F.fam(k.sibs[0]) if k.sibs else "none"]})
    return d, k
