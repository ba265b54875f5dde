"""Genres: inpatient adolescent unit ward round, multi-agency strategy meeting
minutes (own genre), inpatient incident / missing-from-ward report (own genre)."""
import clin
from clin import pr
import blocks as B
import places as PL
from fmt import pat, ip_private
from g_intake import vehicle

LEGAL = {"UK": ["Informal", "Section 2 MHA 1983", "Section 3 MHA 1983", "Informal (parental consent, zone of parental control)"],
         "IE": ["Voluntary", "Involuntary - Section 25 order (District Court)"],
         "US": ["Voluntary (parental consent)", "Involuntary - court-ordered commitment", "72-hour hold"],
         "CA": ["Voluntary", "Form 3 (involuntary)", "Form 1 - 72 h"],
         "AU": ["Voluntary", "Involuntary - Treatment Authority", "Assessment Order"],
         "NZ": ["Informal", "Compulsory Treatment Order (inpatient)", "Section 11 assessment"],
         "ZA": ["Voluntary", "Assisted", "Involuntary (section 33)"],
         "SG": ["Voluntary", "Admitted under section 10 MHCTA"]}


def ward_round(nb, c):
    rng = c.rng
    prob = c.ch(["low_mood", "self_harm", "eating", "eating", "psychosis", "ocd", "trauma", "dysreg"])
    adm = c.day(-rng.randint(5, 120))
    nb.w("{h} - {u}\n", h=c.ch(["WARD ROUND", "MDT Ward Review", "Weekly Clinical Review", "Ward Round Record"]),
         u=(c.unit, "HOSPITAL"))
    if c.chance(0.4):
        nb.w("{w}, {a}\n", w=(c.unit_ward, "HOSPITAL"), a=(c.acute, "HOSPITAL"))
    nb.w("Date: {d}   Chair: {s}\n", d=c.D(c.enc, c.ch(["wk", "wkshort", None])), s=c.St("cons", full=c.chance(0.5)))
    grade = ["PGY-4 resident", "CAP fellow"] if c.cc in ("US", "CA") else ["ST4", "ST6", "CT3", "registrar"]
    pres = [[c.St("reg"), " (", c.ch(grade), ")"],
            [c.SN("nic"), " (", c.S("nic").label, ")"], [c.SN("ot", c.ch(["full", "first"])), " (OT)"],
            [c.St("psych"), " (psychology)"]]
    if c.chance(0.6):
        pres.append([c.SN("teacher", c.ch(["full", "first"])), " (education)"])
    if prob == "eating":
        pres.append([c.SN("diet"), " (dietitian)"])
    if c.chance(0.4):
        pres.append([c.SN("pharm"), " (pharmacy)"])
    nb.t("Present: ")
    for i, p in enumerate(pres):
        nb.add(([", "] if i else []) + p)
    nb.t("\n")
    if c.chance(0.6):
        nb.w("Family: {m} {x}\n", m=B.mum_ref(c) if not c.carer else ["foster carer ", c.F(c.carer)],
             x=c.ch(["(via Teams)", "(in person)", "(by phone, last 10 min)"]))
    nb.w("\nPatient: {p}   {r}\n", p=c.P(c.ch(["caps", "full", "lastfirst"])),
         r=c.ch([[["Room ", (str(rng.randint(1, 16)), "LOCATION_OTHER")]], [["Bed ", (str(rng.randint(1, 12)), "LOCATION_OTHER")]],
                 [["Bedroom ", (str(rng.randint(1, 14)), "LOCATION_OTHER")]]]))
    nb.add(["DOB ", c.DOB(), " (", c.A(), ")   "] + c.ids("   ") + ["\n"])
    nb.w("Admitted: {d} (day {n})   Legal status: {l}\n", d=c.D(adm), n=str((c.enc - adm).days), l=c.ch(LEGAL[c.cc]))
    nb.w("Observations: {o}   Leave: {lv}\n", o=c.ch(["Level 1 (general)", "Level 2 - 15 min", "1:1 within eyesight",
                                                      "2:1 arm's length", "hourly checks at night"]),
         lv=c.ch(["none", "escorted ground leave 2 x 30 min/day", "escorted community leave 1 h",
                  ["home leave ", c.D(c.day(rng.randint(2, 6)), c.ch(["wkshort", "md"])), " 10:00-16:00"]]))
    if c.chance(0.35):
        nb.w("Biometric ID (fingerprint, ward access and meal system): {b}\n", b=(pat(rng, c.ch(["FP-#####", "BIO-######", "BIO%#####@"])), "BIOID"))
    if c.chance(0.25):
        nb.w("Devices: {d}, serial {sn} ({x}).\n", d=c.ch(["Omnipod 5 insulin pump", "Dexcom G7 transmitter",
                                                         "Kangaroo Joey enteral feeding pump", "FreeStyle Libre 2 reader"]),
             sn=(pat(rng, c.ch(["@@#######", "SN%######", "#####@@#"])), "DEVICE"),
             x=c.ch(["checked on admission", "kept in nursing office", "settings per diabetes team"]))
    nb.t("\nUpdates\n")
    nb.w("Nursing ({s}): ", s=c.SN("nic", "first"))
    nb.t(pr(c, c.ch([
        "settled week overall. One episode of head-banging on ", "two incidents of self-harm (scratching with a broken CD) on ",
        "eating 100% of meal plan with support; distressed after meals, ", "low in mood, spending long periods in bedroom; refused groups on "])))
    nb.add([c.D(c.day(-rng.randint(1, 6)), c.ch(["wkshort", "md"])), ". "])
    if c.chance(0.4):
        nb.t(c.ch(["Restraint x1 (supine, 4 min) and IM lorazepam 1 mg. ", "PRN promethazine 25 mg x2 this week. ",
                   "No restrictive interventions. ", "Seclusion not used. "]))
    nb.t("\n")
    if prob == "eating":
        nb.t("Physical: weight %.1f kg (%%mBMI %d%%), HR %d lying / %d standing, BP %d/%d, temp 36.%d. PEWS 1. Bloods: PO4 %.2f, Mg 0.8%d.\n"
             % (rng.uniform(34, 48), rng.randint(72, 90), rng.randint(42, 60), rng.randint(68, 100), rng.randint(88, 110),
                rng.randint(50, 70), rng.randint(0, 8), rng.uniform(0.8, 1.3), rng.randint(0, 9)))
    else:
        nb.t("Physical: obs stable, NEWS 0. " + c.ch(["Bloods normal.", "Prolactin 612 mIU/L - recheck.", "ECG QTc 412 ms.",
                                                     "Weight gain 2.1 kg since admission."]) + "\n")
    nb.w("Psychology ({s}): {x}\n", s=c.SN("psych", "last"), x=c.ch([
        "DBT skills sessions x2; working on distress tolerance.", "Started trauma timeline; tolerating well.",
        "Exposure hierarchy agreed; first steps completed.", "Formulation shared with young person and family."]))
    nb.w("Education: attending unit school {n} sessions; liaison with {s} re: {x}.\n", n=str(rng.randint(2, 10)),
         s=(c.school, "ORGANIZATION"), x=c.ch(["exam entries", "reintegration plan", "coursework deadlines", "EHCP review"]))
    nb.w("{p}'s view: \"{q}\"\n", p=c.P(c.ch(["first", "nick"])), q=c.ch([
        "I want to go home for the weekend", "the food plan is too much", "I don't feel any different",
        "I'm ready to start going to school again", "I hate it here but it's helping I guess"]))
    if c.chance(0.5):
        nb.w("Family view: {m} {x}\n", m=c.F(c.mother, "first") if not c.carer else c.F(c.carer, "first"), x=c.ch([
            "worried about discharge being rushed.", "keen for home leave before " + "the holidays.",
            "would like more updates from the ward.", "reports siblings struggling at home."]))
    nb.t("\nMedication\n")
    nb.t(c.ch(clin.MEDS[prob]) + "; PRN: " + c.ch(clin.PRN) + "\n")
    nb.t("Changes: " + c.ch(["none", "increase as per chart", "start melatonin 2 mg nocte", "stop olanzapine - sedation",
                            "titrate fluoxetine to 20 mg after 1 week"]) + "\n")
    nb.t("\nPlan\n")
    plans = [["Continue current observation level; review in 48 h."],
             ["Home leave on ", B.weekday_phrase(c, rng.randint(2, 6)), " with ", c.mumw, " if settled."],
             ["CPA review booked for ", c.D(c.day(rng.randint(7, 28))), " - invite ", c.St("gp"), " and ",
              (c.team, "HOSPITAL"), "."],
             ["Section 3 renewal due " if c.cc == "UK" else "Order review due ", c.D(c.day(rng.randint(10, 60))),
              "." if c.cc == "UK" else " (tribunal)."],
             ["Discharge planning meeting with community team; provisional date ", c.D(c.day(rng.randint(14, 40))), "."],
             ["Physical health: repeat bloods ", B.weekday_phrase(c, rng.randint(1, 4)), "."],
             ["Family therapy to start - ", c.SN("ft"), " to contact family."]]
    for i, p in enumerate(rng.sample(plans, 4)):
        nb.add(["%d. " % (i + 1)] + p + ["\n"])
    nb.w("\nNext ward round: {d}\n", d=c.D(c.day(7), c.ch(["wkshort", None])))
    nb.w("Minutes: {s}\n", s=c.ch([c.SN("reg", "full"), c.SN("admin", "full"), [c.SN("reg", "init")]]))


def strategy_minutes(nb, c):
    rng = c.rng
    uk = c.cc == "UK"
    title = {"UK": "STRATEGY MEETING - Section 47 Children Act 1989", "US": "Multidisciplinary Team Meeting - Child Advocacy Center",
             "IE": "Child Protection Strategy Meeting (Children First)", "CA": "Multi-Agency Case Conference",
             "AU": "Multi-Agency Safety Planning Meeting", "NZ": "Multi-Agency Safety Meeting (Oranga Tamariki)",
             "ZA": "Multidisciplinary Child Protection Meeting", "SG": "Multi-Agency Case Conference"}[c.cc]
    nb.t(c.ch(["CONFIDENTIAL - ", "RESTRICTED: ", ""]) + title + "\n")
    nb.w("Date: {d}   Time: {t}   Venue: {v}\n", d=c.D(c.enc, c.ch(["wk", None, "long"])), t=c.tm(rng.randint(9, 15), 0),
         v=c.ch([["MS Teams"], [["Meeting Room ", (str(rng.randint(1, 9)), "LOCATION_OTHER")], ", ",
                                ((c.council if uk else c.town + " Civic Centre"), "ORGANIZATION" if uk else "LOCATION_OTHER")],
                 ["hybrid - ", (c.team, "HOSPITAL")]]))
    nb.w("Case ref: {r}", r=(pat(rng, c.ch(["CS-####-####", "LA/######", "CP######", "%#######"])), "IDNUM"))
    if c.chance(0.5):
        nb.w("   Police ref: {r}", r=(pat(rng, c.ch(["CRI-##-######", "%#/#####/##", "OP########"])), "IDNUM"))
    nb.t("\n\n")
    nb.w("Child: {p}   DOB {d} ({a})\nAddress: {ad}\nSchool: {s}\n", p=c.P(c.ch(["full", "caps"])), d=c.DOB(), a=c.A(),
         ad=c.addr(), s=(c.school, "ORGANIZATION"))
    nb.add(c.ids("   ") + ["\n"])
    if c.cc == "US" and c.chance(0.5):
        nb.w("SSN: {s}\n", s=(c.ssn, "SSN"))
    nb.t("\nAttendees\n")
    cw = c.person(c.ch("FM"), wchoice_safe(c))
    nb.w("Chair: {n}, {r}\n", n=(cw.full(), "DOCTOR"), r=c.ch(
        ["CPS Supervisor", "CAC Program Director"] if c.cc == "US" else
        ["Team Manager, Children's Social Care", "Practice Manager", "Safeguarding Lead"]))
    nb.w("{n}, Social Worker", n=c.SN("sw"))
    if uk:
        nb.w(", {o}", o=(c.council, "ORGANIZATION"))
    nb.t("\n")
    pol = c.person(c.ch("FM"), wchoice_safe(c))
    nb.w("{rk} {n} ({cn}), {unit}\n", rk=c.ch({"UK": ["DC", "PC", "DS"], "IE": ["Garda", "Det. Garda", "Sgt"], "US": ["Det.", "Officer"],
                 "CA": ["Cst.", "Det. Cst."], "AU": ["Det. Sgt", "Senior Constable"], "NZ": ["Det. Sgt", "Constable"],
                 "ZA": ["Sgt", "Capt."], "SG": ["Insp", "SSgt"]}[c.cc]),
         n=(pol.full(), "FAMILY"), cn=(pat(rng, "%###") if c.cc != "US" else pat(rng, "#%###"), "IDNUM"),
         unit=c.ch(["Child Exploitation Team", "Public Protection Unit", "police", "Missing Persons Unit"]))
    dsl = c.person(c.ch("FM"), "anglo")
    nb.w("{n}, {r}, {s}\n", n=(dsl.full(), "FAMILY"), r=c.ch(["DSL", "Deputy Head", "Head of Year", "School Counselor"]),
         s=(c.school, "ORGANIZATION"))
    hk = c.ch(["nurse", "cc"])
    nb.w("{n}, {r}, {t}\n", n=c.SN(hk), r=c.S(hk).label, t=(c.team, "HOSPITAL"))
    if c.chance(0.6):
        nb.w("{n}, School Nurse\n", n=c.SN("sn"))
    if c.chance(0.5):
        yw = c.person(c.ch("FM"), wchoice_safe(c))
        nb.w("{n}, youth worker, {o}\n", n=(yw.full(), "FAMILY"), o=(c.charity, "ORGANIZATION"))
    nb.w("Apologies: {g} ({p})\n", g=c.St("gp"), p=(c.gp_practice, "HOSPITAL"))
    nb.w("Minutes: {m}\n\n", m=(c.person(c.ch("FM"), wchoice_safe(c)).full(), "DOCTOR"))
    nb.t("1. Reason for meeting\n")
    miss = [c.day(-rng.randint(2, 40)) for _ in range(rng.randint(2, 3))]
    miss.sort()
    nb.w("Concerns regarding possible {x}. {p} has been reported missing on ", x=c.ch([
        "child sexual exploitation", "criminal exploitation (county lines)" if uk else "criminal exploitation (drug running)",
        "online grooming", "exploitation by older peers"]),
         p=c.P("first"))
    for i, d in enumerate(miss):
        nb.add(([", "] if 0 < i < len(miss) - 1 else ([" and "] if i else [])) + [c.D(d, c.ch(["num", "md"]))])
    nb.t(". ")
    nb.w("On the last occasion {he} was located at {st}, {ct} by police at {t}. ", he=c.he,
         st=(c.street().split(", Apt")[0], "STREET"), ct=(c.ch(PL.TOWNS[c.cc]), "CITY"), t=c.tm(rng.randint(0, 4)))
    nb.w("{He} has been seen getting into a {car} (reg {v}) outside school. ", He=c.He,
         car=c.ch(["black Audi A3", "silver Ford Focus", "white Toyota Hilux", "grey VW Golf", "red Nissan Juke"]),
         v=(vehicle(c), "VEHICLE"))
    if c.chance(0.5):
        nb.w("A second vehicle, {v}, has also been linked. ", v=(vehicle(c), "VEHICLE"))
    if c.chance(0.5):
        nb.w("A number saved as '{n}' ({ph}) has been sending gifts and top-ups. ", n=c.ch(["Uncle J", "Kman", "Bro", "Dee"]),
             ph=c.ph("mob"))
    nb.t("\n\n2. Information shared\n")
    nb.w("Social care: {x}\n", x=c.ch(["Family known since " + "previous referral; ", "New referral; "]) + c.ch([
        "mother engaging; concerns about supervision at weekends.", "father's address unknown.",
        "siblings also on a child in need plan."]))
    nb.w("Police: {x}\n", x=c.ch(["intelligence links the vehicle to a known adult male; disruption notice considered.",
                                  "no crimes recorded against the young person; treated as a victim.",
                                  "phone seized and examined with consent."]))
    nb.w("School: attendance {a}%; {x}\n", a=str(rng.randint(30, 88)), x=c.ch([
        "leaves site at lunchtime.", "new expensive trainers and phone noticed.", "friendship group has changed."]))
    nb.w("{svc}: {x}", svc="Health/" + c.svc if c.cc != "US" else "Behavioral health", x=c.ch([
        "open for low mood and self-harm; last seen ", "seen in " + c.ed + " following an overdose on "]))
    nb.add([c.D(c.day(-rng.randint(5, 60))), ". ", c.ch(clin.SCORES["self_harm"]), ".\n"])
    nb.t("\n3. Decision\n")
    nb.t(c.ch(["Threshold met for Section 47 enquiry; ICPC to be convened within 15 working days.\n" if uk else
               "Threshold met for child protection investigation.\n",
               "Threshold not met for investigation; continue under child in need / safety plan.\n",
               "Exploitation risk assessed as HIGH (screening tool 31/40); refer to exploitation panel.\n"]))
    nb.t("\n4. Actions\n")
    acts = [[c.SN("sw", "first"), " - visit home and speak to ", c.P("first"), " alone by "],
            ["Police - vehicle ", "checks and address visit by "], [c.SN(hk, "first"),
                                                                     " - offer appointment within 5 days; update safety plan by "],
            ["School - daily check-in with ", (dsl.lastname(), "FAMILY"), " and monitor lunchtimes from "],
            ["All - share missing-episode return interview outcome by "]]
    for i, a in enumerate(rng.sample(acts, 4)):
        nb.add(["%d) " % (i + 1)] + a + [c.D(c.day(rng.randint(1, 14)), c.ch(["num", "md", "wkshort"])), "\n"])
    nb.w("\nReview meeting: {d} at {t}.\n", d=c.D(c.day(rng.randint(14, 28))), t=c.tm(rng.randint(9, 15), 30))
    nb.t("Minutes not to be shared with family without chair's agreement.\n")


def wchoice_safe(c):
    from fmt import wchoice
    from names import COUNTRY_ORIGINS
    return wchoice(c.rng, COUNTRY_ORIGINS[c.cc])


def incident_report(nb, c):
    rng = c.rng
    kind = c.ch(["awol", "awol", "self_harm", "restraint", "assault", "ligature"])
    nb.t(c.ch(["INCIDENT REPORT\n", "Patient Safety Incident Report\n", "Incident Notification Form\n",
               "MISSING PERSON / INCIDENT REPORT\n" if kind == "awol" else "Incident Report Form\n"]))
    t0h = rng.randint(10, 19)
    t0 = c.tm(t0h)
    nb.w("Incident ID: {i}   Reported: {d} {t}\n", i=(pat(rng, c.ch(["W######", "INC-#######", "IR%#####", "%######"])), "IDNUM"),
         d=c.D(c.day(1), "num"), t=c.tm(rng.randint(8, 11)))
    nb.w("Reported by: {s} ({r})   User: {u}\n", s=c.SN("nic"), r=c.S("nic").label,
         u=(c.ascii((c.S("nic").first + c.S("nic").lastname()[:1]).lower()) + str(rng.randint(1, 9)), "USERNAME"))
    if c.chance(0.4):
        nb.w("Submitted from workstation {ip}\n", ip=(ip_private(rng), "IPADDR"))
    nb.w("Unit: {u}, {h}\n", u=(c.unit, "HOSPITAL"), h=(c.acute if c.chance(0.5) else c.team, "HOSPITAL"))
    loc = c.ch([[["Room ", (str(rng.randint(1, 16)), "LOCATION_OTHER")]], ["corridor outside ", ["Bedroom ", (str(rng.randint(1, 14)), "LOCATION_OTHER")]],
                ["garden area, ", ("Maple Building" if c.chance(0.5) else c.ch(PL.TREES) + " Building", "LOCATION_OTHER")],
                ["staff car park"], ["lounge"], ["education block, ", ["Classroom ", (str(rng.randint(1, 4)), "LOCATION_OTHER")]]])
    nb.add(["Location: "] + loc + ["\n"])
    nb.w("Date/time of incident: {d} {t}\n", d=c.D(c.enc, c.ch(["num", "wkshort"])), t=t0)
    nb.w("Patient: {p}   DOB {d}   ", p=c.P(c.ch(["caps", "full"])), d=c.DOB())
    nb.add(c.ids("   ") + ["\n"])
    nb.w("Legal status: {l}   Obs level at time: {o}\n", l=c.ch(LEGAL[c.cc]),
         o=c.ch(["Level 1", "Level 2 (15 min)", "1:1", "within eyesight"]))
    nb.w("Category: {k}\n\n", k={"awol": "Absent without leave / missing", "self_harm": "Self-harm on ward",
                                 "restraint": "Restrictive intervention", "assault": "Violence & aggression - patient on staff",
                                 "ligature": "Ligature / self-harm (high risk)"}[kind])
    nb.t("Description\n")
    if kind == "awol":
        hca = c.SN("hca")
        nb.w("At {t} during escorted {lv} leave with {h} (HCA), {p} ran from the group near {lm} and climbed the perimeter fence. ",
             t=t0, lv=c.ch(["ground", "community"]), h=hca, p=c.P("first"),
             lm=(c.landmark.replace("the ", ""), "LOCATION_OTHER"))
        nb.w("Staff lost sight within {t} minutes. {He} was seen by a member of the public getting into a {car}, reg {v}. ",
             t=c.ch(["2", "3", "a few"]),
             He=c.He, car=c.ch(["blue Vauxhall Corsa", "white Toyota Corolla", "black Ford Ranger", "silver Honda Jazz",
                                "dark grey Mazda 3"]), v=(vehicle(c), "VEHICLE"))
        nb.w("Police informed at {t} (ref {r}); missing person pack sent including photo and biometric record {b}. ",
             t=c.tm(t0h + 1), r=(pat(rng, c.ch(["%###", "CAD ####", "MP/##/####"])), "IDNUM"),
             b=(pat(rng, c.ch(["FP-#####", "BIO-######"])), "BIOID"))
        if c.cc == "UK" and c.chance(0.5):
            nb.t("Philomena Protocol form was already on file. ")
        nb.w("{m} informed by phone ({ph}). ", m=B.mum_ref(c)[0].capitalize() if not c.carer else "Foster carer",
             ph=c.ph("mob"))
        nb.w("{p} returned at {t}, brought back by police from {ct}; ", p=c.P("first"), t=c.tm(min(23, t0h + 5)),
             ct=(c.ch(PL.TOWNS[c.cc]), "CITY"))
        nb.t(c.ch(["smelt of alcohol, no injuries. ", "no physical injuries; disclosed meeting older friends. ",
                   "reported taking 'some pills' - sent to ED for assessment. "]))
    elif kind == "self_harm":
        nb.w("At {t} {h} found {p} in the bathroom ({r}) with superficial cuts to the left forearm made with a piece of "
             "plastic from a broken pen. ", t=t0, h=c.SN("hca"), p=c.P("first"),
             r=["Bathroom ", (str(rng.randint(1, 6)), "LOCATION_OTHER")])
        nb.t("Wounds cleaned and steri-stripped by nursing staff; no medical review needed. Room search completed. ")
    elif kind == "restraint":
        nb.w("At {t} {p} became distressed after a phone call with {rel} and began hitting the wall and a window. ",
             t=t0, p=c.P("first"), rel=c.ch([[c.dadw], [c.relative.rel, " ", c.F(c.relative, "first")]]))
        nb.t("De-escalation attempted for 12 minutes. Supine restraint (3 staff) for 5 min; IM lorazepam 1 mg given at %s. "
             "Post-restraint obs: HR 104, RR 20, SpO2 98%%. " % c.tm(t0h, 40))
    elif kind == "assault":
        nb.w("At {t} {p} threw a chair at {s} (staff nurse) during a disagreement about screen time, causing a bruise to the forearm. ",
             t=t0, p=c.P("first"), s=c.SN("nurse"))
        nb.t("Staff member completed shift; occupational health informed. Police not informed (staff choice). ")
    else:
        nb.w("At {t} {h} found {p} with a ligature (shoelace) around neck in {r}; removed with ligature cutter. ",
             t=t0, h=c.SN("hca"), p=c.P("first"), r=["Bedroom ", (str(rng.randint(1, 14)), "LOCATION_OTHER")])
        nb.t("Conscious, GCS 15/15, no marks after 1 hour; reviewed by duty doctor. ")
    nb.t("\n\nImmediate actions: ")
    nb.t(c.ch(["Obs increased to 1:1. ", "Obs increased to Level 3. ", "Debrief offered to patient and staff. "]))
    nb.w("Duty doctor {d} reviewed at {t}. ", d=c.St("reg"), t=c.tm(min(23, t0h + 2)))
    nb.w("On-call consultant {s} informed.\n", s=c.St("cons"))
    nb.t("Harm: " + c.ch(["no harm", "low harm", "moderate harm"]) + ". Duty of candour: " + c.ch(["N/A", "applies - family informed"]) + ".\n")
    if c.chance(0.5):
        nb.w("CCTV reviewed ({cam}) by {s}.\n", cam=c.ch(["Camera 4", "garden camera", "reception camera"]), s=c.SN("nic", "first"))
    nb.w("\nManager review: {s}, {d}\n", s=(c.person(c.ch("FM"), wchoice_safe(c)).full(), "DOCTOR"),
         d=c.D(c.day(rng.randint(1, 4)), "num"))
    nb.t("Lessons: " + c.ch(["review leave risk assessment before escorted leave", "environmental ligature audit",
                            "staffing levels on late shift", "ensure search policy followed after visits"]) + ".\n")
