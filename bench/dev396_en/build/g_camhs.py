"""Genre: school nurse referral to CAMHS (UK, Ireland, Australia, New Zealand)."""
import frag as F
import people
import places as PL
from common import Doc, P, chance

SERVICE = {"UK": ["Brackenfield CAMHS", "Moorvale CAMHS Single Point of Access", "Thornbury CAMHS Getting Help Team",
                  "Castlebrook Healthy Minds (CAMHS)"],
           "IE": ["Carrowmore CAMHS", "Kilbrook Community CAMHS Team", "Tullyhill CAMHS"],
           "AU": ["Ironbark CYMHS", "Wattlebrook headspace-linked CAMHS", "Coolamon Child & Youth Mental Health Service"],
           "NZ": ["Kowhai Infant, Child & Adolescent Mental Health Service", "Totara ICAMHS", "Te Awa Valley Youth Mental Health"]}


def _presenting(rng, d, k, pn):
    kind = rng.choice(["anxiety", "low_mood", "self_harm", "eating", "ocd", "trauma"])
    ago = F.days(k.note_date, -rng.randint(60, 400))
    if kind == "anxiety":
        d.line("Reason: escalating anxiety and school avoidance. {pn} has attended %d%% this term (was 96%% last year). "
               "Panic attacks in crowded corridors, vomits before school on {d1}." % rng.randint(40, 75), {
                   "pn": pn, "d1": P(rng.choice(PL.DAYS[:5]) + "s", "DATE")})
        d.line("Onset: after transition to secondary school / since {dt}.", {"dt": F.D(rng, k, ago, "month_year")})
    elif kind == "low_mood":
        d.line("Reason: persistent low mood > 6 months, anhedonia, stopped attending {club}, sleep onset 2-3 am, "
               "poor appetite. PHQ-9 (adolescent) %d; RCADS depression T-score %d." % (rng.randint(15, 24), rng.randint(70, 85)), {
                   "club": P(rng.choice(F.PO.CLUBS[k.c]), "ORGANIZATION")})
        d.line("Onset: {dt}, following the death of {rel} {n}.", {
            "dt": F.D(rng, k, ago, "month_year"), "rel": rng.choice(["grandmother", "grandfather", "a close friend", "uncle"]),
            "n": F.fam(people.new_person(rng, k.c, adult=True, origin=k.origin))})
    elif kind == "self_harm":
        d.line("Reason: self-harm by cutting (thighs/forearms) for approx. 4 months, increasing frequency; "
               "one episode requiring Steri-Strips at {h} ED on {dt}. Fleeting suicidal thoughts, no plan.", {
                   "h": P(k.hospital, "HOSPITAL"), "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(5, 40)))})
    elif kind == "eating":
        d.line("Reason: restrictive eating and weight loss - weight fallen from 50th to 9th centile since {dt}; "
               "SCOFF 4/5; amenorrhoea 3 months; dizzy in PE. Lying/standing HR 62/98, BP 96/58 (MEED/Junior "
               "MARSIPAN risk: amber).", {"dt": F.D(rng, k, ago, "month_year")})
    elif kind == "ocd":
        d.line("Reason: intrusive thoughts and checking/washing rituals (hands raw, cracked); late to lessons; "
               "CY-BOCS not completed - pupil preferred to talk. Symptoms ~1 year.", {})
    else:
        d.line("Reason: nightmares, hypervigilance, angry outbursts since witnessing an assault on {mum} at {pl} "
               "on {dt}. Child Revised Impact of Events Scale (CRIES-8) %d." % rng.randint(20, 35), {
                   "mum": [k.v["mum"].lower(), " (", F.fam(k.mum, "first"), ")"],
                   "pl": P(rng.choice(F.PO.LANDMARKS), "LOCATION_OTHER"),
                   "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(60, 200)))})
    return kind


def gen(rng, lower, c):
    k = people.make_case(rng, c, 10, 17)
    d = Doc(rng, lower)
    svc = rng.choice(SERVICE[c])
    urgent = rng.choice(["Routine", "Routine", "Urgent", "Urgent (within 7 days)"])
    d.add(F.service_header(rng, k, rng.choice(["REFERRAL TO CHILD AND ADOLESCENT MENTAL HEALTH SERVICES",
                                               "CAMHS Referral Form", "Referral - Child & Adolescent Mental Health"])))
    d.line("To: {s}, {a}", {"s": P(svc, "HOSPITAL"),
                            "a": [P(people.street(rng, c), "STREET"), ", ", P(k.town[0], "CITY")]})
    d.line("Fax: {f}   Secure email: {e}", {"f": P(PL.phone(rng, c, k.town), "FAX"),
                                              "e": P("camhs.spa@%s" % rng.choice(["example.org", "example.net"]), "EMAIL")})
    d.line("Date of referral: {dt}   Urgency: %s" % urgent, {"dt": F.D(rng, k, k.note_date)})
    d.t("\nREFERRER\n")
    d.line("{n}, %s, %s" % (k.nurse.cred, k.v["nurse_title"]), {"n": F.doc(k.nurse)})
    d.line("Base: {b}   Tel: {t}   {l} {ln}", {
        "b": P(rng.choice(["Harcourt Health Centre", "Parkview Health Hub", "Northgate Clinic", "Kilbrook Primary Care Centre",
                           "Ngaio Community Hub Clinic"]), "HOSPITAL"),
        "t": P(PL.phone(rng, c, k.town, chance(rng, 0.4)), "PHONE"), "l": k.nurse.lic[0], "ln": P(k.nurse.lic[1], "LICENSE")})
    d.t("\nYOUNG PERSON\n")
    d.line("Name: {n}   Preferred name: {pn}", {"n": F.pt(k, rng.choice(["full", "upper", "mid"])),
                                                 "pn": P(k.child.first[:3] if len(k.child.first) > 4 and chance(rng, 0.4)
                                                         else k.child.first, "PATIENT")})
    d.line("DOB: {dob}   Age: {a}   Gender: %s" % rng.choice(["female", "male", "non-binary", "female", "male"]),
           {"dob": F.D(rng, k, k.dob), "a": P(str(k.age), "AGE")})
    d.line("{ids}", {"ids": F.id_line(rng, k, 2)})
    d.line("Address: {a}", {"a": F.addr(rng, k)})
    d.line("School: {s} (%s)   Attendance: %d%%" % (k.yg, rng.randint(48, 97)), {"s": P(k.school, "ORGANIZATION")})
    d.line("{g}", {"g": F.gp_line(rng, k)})
    lang = F.language(rng, k.origin) if chance(rng, 0.6) else "English"
    d.line("First language: %s%s" % (lang, "" if lang == "English" else "; interpreter for parent: %s" % rng.choice(["yes", "no"])), {})
    d.t("\nPARENT / CARER\n")
    par, _ = F.parent_ref(rng, k)
    d.line("{p} - %s, parental responsibility: yes. Tel {ph}" % ("mother" if par.sex == "F" else "father"), {
        "p": F.fam(par), "ph": P(par.mobile, "PHONE")})
    d.line("Consent: young person consents (competence assessed); parent aware and consents - discussed on {dt}.", {
        "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(0, 7)))})
    d.t("\nPRESENTING DIFFICULTIES\n")
    kind = _presenting(rng, d, k, F.pt(k, "first"))
    d.line("SDQ (parent) total %d, (teacher) %d - 'very high'." % (rng.randint(18, 30), rng.randint(15, 28)), {})
    d.t("\nRISK\n")
    d.line("- To self: %s" % ("current self-harm, no suicide attempts; safety plan in place" if kind == "self_harm"
                               else rng.choice(["no self-harm disclosed", "historic scratching, none current",
                                                "passive ideation, no plan"])), {})
    d.line("- To others: none known.", {})
    d.line("- Safeguarding: %s" % rng.choice(["none", "open to Early Help", "child in need plan",
                                               "previous child protection plan (ended)"]), {})
    d.t("\nWHAT HAS BEEN TRIED\n")
    d.line("%d sessions with school counsellor {sc}; Mental Health Support Team (MHST) guided self-help (CBT-based) - "
           "insufficient progress. School reduced timetable agreed by {hoy} (Head of Year)." % rng.randint(3, 8), {
               "sc": F.doc(people.staff(rng, c)), "hoy": F.doc(people.staff(rng, c))})
    d.t("\nFAMILY / SOCIAL\n")
    d.line("Lives with {m} ({job}) and %s. {dad_txt}" % (
        ", ".join("%s" % s.rel for s in k.sibs) if k.sibs else "no siblings"), {
        "m": [k.v["mum"].lower(), " ", F.fam(k.mum, "first")],
        "job": [P(k.mum.job, "PROFESSION")] if chance(rng, 0.6) else ["not working"],
        "dad_txt": rng.choice([
            ["Father ", F.fam(k.dad), " lives in ", P(rng.choice(PL.TOWNS[c])[0], "CITY"), ", sporadic contact."],
            ["Father works away as a ", P(k.dad.job, "PROFESSION"), "."],
            ["Family moved from "] + F.country(rng, k.origin) + [" in ",
             P(str(k.note_date.year - rng.randint(1, 6)), "DATE"), "."],
            ["Parents separated ", P(str(k.note_date.year - rng.randint(1, 4)), "DATE"), "."]])})
    if k.sibs and chance(rng, 0.6):
        s = k.sibs[0]
        d.line("%s {s} ({a}) has ASD diagnosis, attends {sch}." % s.rel.capitalize(), {
            "s": F.fam(s, "first"), "a": P(str(s.age), "AGE"), "sch": P(people.school_name(rng, c, max(s.age, 5)), "ORGANIZATION")})
    d.t("\nOTHER PROFESSIONALS\n")
    for role in rng.sample(["Early Help practitioner", "Educational Psychologist", "Social worker",
                            "Paediatrician", "Youth worker", "SENCo"], rng.randint(1, 3)):
        s = people.staff(rng, c)
        d.line("- %s: {n}{tel}" % role, {"n": F.doc(s), "tel": [", ", P(PL.phone(rng, c, k.town), "PHONE")]
                                          if chance(rng, 0.5) else [", ", P(s.email(rng), "EMAIL")]})
    d.t("\nEXPECTATIONS\n")
    d.t({"anxiety": "Assessment for anxiety disorder; advice to school on graded return.\n",
         "eating": "Urgent eating disorder assessment (physical risk monitoring via GP meanwhile).\n",
         "self_harm": "Assessment and support; family would like help to manage self-harm.\n",
         "ocd": "Assessment for OCD and CBT with ERP if indicated.\n",
         "trauma": "Trauma-focused assessment (TF-CBT / EMDR).\n"}.get(
        kind, "Specialist assessment and therapeutic input (CBT / family work).\n"))
    d.t("\n")
    d.add(F.signature(rng, k, k.nurse, with_lic=False, dated=k.note_date))
    d.t("\n")
    if chance(rng, 0.4):
        d.line("Referral uploaded via e-referral portal from {ip}, user {u}.", {"ip": F.private_ip(rng),
                                                                              "u": P(k.nurse.username(rng), "USERNAME")})
    return d, k
