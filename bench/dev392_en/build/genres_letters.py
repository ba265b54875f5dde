"""GP discharge letter, follow-up appointment letter, frequent attender care plan."""
import datetime

import clinical as K
import country as C
import pools_places as PP
from blocks import letterhead, signature, audit_footer, demog_header
from common import H, past_date, year_p, team_p, psych_history
from note import P, pick, chance, num_words


def addressee(n, c, who, inst, addr):
    n.add(who.titled_full() if who.dr else who.full(), "\n", P(inst, "HOSPITAL"), "\n")
    n.add(c.addr_pieces(addr, lines=True), "\n\n")


def re_line(n, c, full_addr=True):
    r, pt = c.rng, c.pt
    n.add("Re: ", P(pt.full()[0].upper(), "PATIENT") if chance(r, 0.4) else pt.full(), ", DOB ")
    n.add(c.D(c.dob))
    if full_addr:
        n.add(", ", c.addr_pieces(c.addr))
    n.add("\n" + c.hp_label + ": ", P(c.hp, "HEALTHPLAN"), "   " + c.mrn_label + ": ", P(c.mrn, "MRN"))
    if c.ssn and c.cc in ("US", "CA") and chance(r, 0.5):
        n.add("   " + c.ssn[0] + ": ", P(c.ssn[1], "SSN"))
    n.add("\n\n")


def typist(n, c, author):
    r = c.rng
    sec = c.staff("sec")
    ini = sec.first[0].lower() + sec.last[0].lower()
    n.f("\n{a}/{b}\n", a=P((author.first[0] + author.last[0]).upper(), "DOCTOR"), b=P(ini, "DOCTOR"))
    n.f("Dictated {d1}  Typed {d2}\n", d1=c.D(c.today, "short"), d2=c.D(c.days(r.randint(1, 6)), "short"))


DIAG = ["Intentional overdose ({para}) - medically treated", "Moderate depressive episode",
        "Emotionally unstable personality disorder (known)", "Alcohol dependence syndrome",
        "Delirium secondary to UTI - resolved", "Functional neurological disorder",
        "Adjustment disorder", "Deliberate self-harm (laceration L forearm)", "Health anxiety",
        "Mild cognitive impairment ?early Alzheimer's disease", "Post-traumatic stress disorder"]
GP_ACTIONS = ["Please prescribe %s weekly (7-day scripts) given overdose risk.",
              "Please check U&E and Na in 2 weeks (SSRI started).",
              "Please review mood in 2 weeks and titrate sertraline to 100mg if tolerated.",
              "Consider referral to {talk}.",
              "Please repeat LFTs in 4 weeks and continue thiamine.",
              "Please refer to memory clinic if cognitive concerns persist after 6 weeks.",
              "Please avoid further investigations for chest pain unless new objective findings.",
              "Please continue the agreed fortnightly review with a named GP.",
              "Driving: patient advised to inform {lic} and not to drive until reviewed."]
TALK = {"GB": "NHS Talking Therapies (self-referral possible)", "IE": "primary care psychology",
        "US": "outpatient therapy (in-network)", "CA": "a community counselling program",
        "AU": "a psychologist under a Mental Health Treatment Plan",
        "NZ": "the Access and Choice primary mental health service"}
LIC = {"GB": "the DVLA", "IE": "the NDLS", "US": "the DMV", "CA": "the MTO", "AU": "the state licensing authority",
       "NZ": "NZTA"}


def gp_letter(c, n):
    r, pt, cc = c.rng, c.pt, c.cc
    letterhead(n, c)
    n.f("Date: {d}\n", d=c.D(c.days(r.randint(0, 3)), "long"))
    if chance(r, 0.5):
        n.add("PRIVATE AND CONFIDENTIAL\n")
    n.add("\n")
    addressee(n, c, c.gp, c.practice, c.practice_addr)
    n.f("Dear {dr},\n\n", dr=c.gp.titled())
    re_line(n, c, chance(r, 0.7))
    n.add("Diagnoses:\n")
    for i, d in enumerate(r.sample(DIAG, r.randint(1, 3))):
        n.add("%d. %s\n" % (i + 1, d.format(para=K.para(cc))))
    adm = past_date(c, 1, 12)
    n.f("\nAttendance: {a} - {b}, {h}", a=c.D(adm), b=c.D(c.today), h=P(c.hosp, "HOSPITAL"))
    if chance(r, 0.5):
        n.f(" ({w})", w=P(c.ward, "HOSPITAL"))
    n.add("\n\n")
    fam = c.family()
    ptp = pt.titled()
    if chance(r, 0.45):
        ptp = [pt.titled(), ", a ", P(num_words(c.age), "AGE"), "-year-old " + {"M": "man", "F": "woman"}[pt.sex] + ","]
    n.f("I saw {pt} {where} on {d} {why}. ", pt=ptp, d=c.D(adm, pick(r, ["full", "long"])),
        where=pick(r, ["in the Emergency Department", "on the medical ward", "in ED", "on the acute medical unit"]),
        why=pick(r, ["following an overdose", "after an episode of self-harm", "at the request of the medical team",
                     "following a crisis presentation", "with low mood and suicidal thoughts"]))
    n.f(pick(r, ["{He} was brought in by {his} {rel}, {f}, having taken {od}. ",
                 "{He} described low mood since {d0} following the loss of {his} job as a {job}. ",
                 "{He} had been drinking heavily since {his} separation in {d0}. ",
                 "The medical team were concerned about agitation and confusion at night. "]),
        He=pt.he().capitalize(), his=pt.his(), rel=fam.rel, f=fam.first_(), od=K.od_text(r, cc),
        d0=c.D(past_date(c, 30, 500), "month"), job=P(c.profession, "PROFESSION"))
    n.add(pick(r, ["On assessment there was no evidence of psychosis. ", "Mood was low with biological features. ",
                   "By the time of discharge {0} was calm, future-orientated and able to engage with a safety plan. "
                   .format(pt.he()), "Cognition improved as the infection was treated (4AT now 0). "]))
    n.add(pick(r, ["Suicide risk remains elevated in the short term but is not immediate. ",
                   "Risk to self is chronically raised; no acute intent at discharge. ", ""]) + "\n\n")
    n.add("Medication changes:\n" + pick(r, ["Started: sertraline 50mg OD\n", "Stopped: citalopram (QTc)\n",
                                             "Started: mirtazapine 15mg ON\nStopped: zopiclone\n",
                                             "Started: thiamine 100mg TDS\n", "No changes\n"]))
    n.add("\nActions for GP:\n")
    for i, a in enumerate(r.sample(GP_ACTIONS, r.randint(1, 3))):
        a = a.format(talk=TALK[cc], lic=LIC[cc])
        n.add("%d. %s\n" % (i + 1, a % pick(r, K.PSYMEDS).split()[0] if "%s" in a else a))
    n.add("\nFollow-up: ")
    k = r.randrange(3)
    if k == 0:
        n.f("{cr} will visit on {d}; contact {ph}.\n", cr=c.svc["crisis"], d=c.D(c.days(r.randint(1, 3)), "wd"), ph=c.ph())
    elif k == 1:
        n.f("Liaison psychiatry outpatient clinic with {dr} on {d}.\n", dr=c.cons.titled(),
            d=c.D(c.days(r.randint(14, 60)), "long"))
    else:
        n.f("Referred back to {t}; care coordinator {cc} informed.\n", t=team_p(c), cc=c.staff("cc").full())
    n.add("\nYours sincerely,\n\n")
    author = c.cons if chance(r, 0.6) else c.trainee
    signature(n, c, author, style=0, email=chance(r, 0.3))
    n.add("\ncc: " + pick(r, ["Patient", "Patient (by post)", "Patient; "]))
    if chance(r, 0.5):
        n.add("; ", team_p(c))
    typist(n, c, author)


# ------------------------------------------------------------------ follow-up appointment letter
def followup_letter(c, n):
    r, pt, cc = c.rng, c.pt, c.cc
    letterhead(n, c, pick(r, ["Liaison Psychiatry Outpatients", "Psychological Medicine Clinic",
                              "CL Psychiatry Clinic", "Medically Unexplained Symptoms Clinic"]))
    if chance(r, 0.5):
        # appointment letter to the patient
        n.f("Date: {d}\n", d=c.D(c.today, "long"))
        n.f("{hl}: {hp}   {ml}: {m}\n\n", hl=c.hp_label, hp=P(c.hp, "HEALTHPLAN"), ml=c.mrn_label, m=P(c.mrn, "MRN"))
        n.add(pt.titled_full(), "\n", c.addr_pieces(c.addr, lines=True), "\n\n")
        n.f("Dear {p},\n\n", p=pt.titled() if chance(r, 0.7) else pt.first_())
        n.add("Re: Follow-up appointment\n\n")
        n.f("Following your attendance at {h} on {d}, we would like to offer you a follow-up appointment:\n\n",
            h=P(c.hosp, "HOSPITAL"), d=c.D(past_date(c, 3, 30), "long"))
        ap = c.days(r.randint(7, 45))
        n.f("Date:   {d}\nTime:   %s\nWith:   {dr}, {g}\nWhere:  " % ("%02d:%s" % (r.randint(9, 16), pick(r, ["00", "15", "30", "45"]))),
            d=c.D(ap, "wd"), dr=c.cons.titled() if chance(r, 0.6) else c.lnurse.full(), g=pick(r, [c.cons.grade, "Liaison Psychiatry"]))
        if chance(r, 0.35):
            n.f("Video consultation - join via {u} (meeting ID {i})\n", u=c.url("vc/" + C.digits(r, 8)),
                i=P(C.digits(r, 3) + " " + C.digits(r, 3) + " " + C.digits(r, 3), "IDNUM"))
        else:
            n.add(pick(r, ["Outpatients, Level 2, ", "Clinic 4, ground floor, ", "Psychological Medicine suite, "]))
            if chance(r, 0.5):
                n.add(P(pick(r, PP.BUILDINGS), "LOCATION_OTHER"), ", ")
            n.add(P(c.hosp, "HOSPITAL"), "\n")
        n.add("\nThe appointment will last about an hour. Please bring a list of your medicines. ")
        if chance(r, 0.5):
            n.f("Directions and parking: {u}. ", u=c.url(pick(r, ["visiting/directions", "parking", "find-us"])))
        if chance(r, 0.3):
            n.add("A " + pick(r, ["Polish", "Urdu", "Mandarin", "Somali", "Tigrinya", "Māori", "French"]) +
                  " interpreter has been booked. ")
        n.f("If you cannot attend, please call {ph}", ph=c.ph("ext"))
        if chance(r, 0.5):
            n.f(" or email {e}", e=c.team_email(pick(r, ["clinic.bookings", "psychmed.appointments", "cl.outpatients"])))
        n.add(" so that the slot can be offered to someone else.\n\n")
        n.f("If you feel unable to keep yourself safe before then, contact your GP, the {cr} on {ph}, or call {e}.\n\n",
            cr=c.svc["crisis"], ph=c.ph(), e=c.svc["emerg"])
        n.add("Yours sincerely,\n\n")
        sec = c.staff("sec")
        n.f("{s}\nMedical Secretary to {dr}\n", s=sec.full(), dr=c.cons.titled_full())
        n.f("\ncc: {gp}, {p}\n", gp=c.gp.titled(), p=P(c.practice, "HOSPITAL"))
        return
    # clinic letter to GP after follow-up (MUS / FND)
    n.f("Clinic date: {d}\nDate typed: {t}\n\n", d=c.D(c.today), t=c.D(c.days(r.randint(1, 9))))
    addressee(n, c, c.gp, c.practice, c.practice_addr)
    n.f("Dear {dr},\n\n", dr=c.gp.titled())
    re_line(n, c, chance(r, 0.5))
    n.add("Diagnosis: " + pick(r, ["Functional neurological disorder (functional seizures)", "Somatic symptom disorder",
                                   "Health anxiety", "Chronic pain with depressive disorder",
                                   "Functional abdominal pain; IBS"]) + "\n")
    n.add("Current medication: " + ", ".join(r.sample(K.PSYMEDS + K.MEDMEDS, 3)) + "\n\n")
    n.f("I reviewed {pt} in clinic today{w}, {n} weeks after {his} last appointment on {d}. ", pt=pt.titled(),
        w=pick(r, ["", " with {0} {1}".format(pt.his(), pick(r, ["partner", "mother", "daughter", "husband" if pt.sex == "F" else "wife"]))]),
        n=str(r.randint(4, 12)), his=pt.his(), d=c.D(past_date(c, 28, 90), "long"))
    n.add(pick(r, ["Attacks have reduced from daily to around twice a week since starting the grounding techniques. ",
                   "ED attendances have fallen (none since the last review). ",
                   "Pain remains the main concern but {0} is now walking the dog daily. ".format(pt.he()),
                   "Worry about cancer persists despite the normal CT; checking behaviour is reduced. "]))
    n.f(pick(r, ["{He} has returned to work at {emp} on a phased basis. ", "{He} remains off work from {his} role as a {job}. ",
                 "{He} is due to start a course at {sch} in {m}. "]),
        He=pt.he().capitalize(), his=pt.his(), emp=P(c.employer, "ORGANIZATION"), job=P(c.profession, "PROFESSION"),
        sch=P(c.org("school"), "ORGANIZATION"), m=P(pick(r, ["September", "January", "February", "April"]), "DATE"))
    n.add("PHQ-9 %d, GAD-7 %d, PHQ-15 %d today.\n\n" % (r.randint(3, 24), r.randint(2, 21), r.randint(5, 25)))
    n.add("Plan:\n")
    for i, s in enumerate(r.sample(["Continue CBT with our psychologist (sessions 6-12).",
                                    "Increase duloxetine to 60mg OD.", "Physiotherapy referral for functional gait.",
                                    "Single named GP for all consultations; regular scheduled appointments.",
                                    "Avoid further investigations unless new objective signs.",
                                    "Discharge to GP care with open access for 6 months."], 3)):
        n.add("%d. %s\n" % (i + 1, s))
    n.f("\nNext review: {d}.\n\nYours sincerely,\n\n", d=c.D(c.days(r.randint(42, 120)), pick(r, ["long", "month"])))
    signature(n, c, c.cons, style=0)
    typist(n, c, c.cons)


# ------------------------------------------------------------------ frequent attender care plan
def frequent_attender(c, n):
    r, pt, cc = c.rng, c.pt, c.cc
    n.add(pick(r, ["FREQUENT ATTENDER CARE PLAN", "High Intensity User - Multi-agency Care Plan",
                   "ED Frequent Attender Plan (shared)", "INDIVIDUAL ED RESPONSE PLAN"]) + "\n")
    n.add(pick(r, ["", "Flag: ", "Alert: "]) + "Please read before assessing this patient\n\n")
    c.setting = "ed"
    demog_header(n, c, pick(r, [0, 1]))
    n.f("Phone: {p}\n", p=P(c.pt_phone, "PHONE"))
    if c.ssn and chance(r, 0.6):
        n.f(c.ssn[0] + ": {s} (benefits/identity)\n", s=P(c.ssn[1], "SSN"))
    if chance(r, 0.5):
        a1 = pt.first + " " + pick(r, ["Smith", "Jones", pt.last[:-1] + "e", "Brown"])
        n.f("Known aliases: {a}, {b}\n", a=P(a1, "PATIENT"), b=P(pt.nick or (pt.first[0] + ". " + pt.last), "PATIENT"))
    if chance(r, 0.45):
        lab, val = C.bioid(r)
        n.f("Identity confirmation: " + lab + " {v} (enrolled {d}).\n", v=P(val, "BIOID"), d=c.D(past_date(c, 100, 700)))
    agreed = past_date(c, 0, 20)
    n.f("Plan agreed at MDT {d}. Review due {rv}. Owner: {o} ({g}).\n", d=c.D(agreed), rv=c.D(c.days(r.randint(60, 180))),
        o=c.lnurse.full(), g=c.lnurse.grade)
    H(n, c, pick(r, ["Attendance summary", "Pattern of attendance"]))
    tot = r.randint(14, 80)
    n.add("%d ED attendances in 12 months (%d by ambulance, %d police-assisted).\n" % (tot, tot // 2, r.randint(0, 9)))
    d = c.today.replace(day=1)
    months = []
    for _ in range(r.randint(3, 6)):
        d = (d - datetime.timedelta(days=1)).replace(day=1)
        months.append(d)
    for m in reversed(months):
        n.add("  ", c.D(m, "month"), ": %d\n" % r.randint(1, 12))
    n.add("Typical presentation: " + pick(r, ["intoxicated, threatens to jump, then requests food and a taxi",
                                               "chest pain with normal ECG/troponin, leaves before results",
                                               "superficial cuts, asks for a named nurse", "overdose of prescribed pregabalin",
                                               "non-epileptic attacks in public places"]) + ".\n")
    H(n, c, pick(r, ["Underlying needs", "Formulation"]))
    n.add(pick(r, ["Complex trauma, EUPD, homelessness, alcohol dependence. Attendances cluster at weekends and around benefit payment dates.",
                   "Chronic loneliness since bereavement; attends when anxious at night.",
                   "FND with high health anxiety; reassured for a few hours only.",
                   "Unstable housing; evicted from hostel after incident; uses ED as a place of safety."]) + "\n")
    if chance(r, 0.5):
        n.f("Bereavement: {rel} died on {d} - expect increased attendance around this date and {hol}.\n",
            rel=pick(r, ["son", "partner", "mother", "brother"]), d=c.D(past_date(c, 300, 2500), "long"),
            hol=P(pick(r, PP.HOLIDAYS), "DATE"))
    H(n, c, "Agreed ED response")
    for s in r.sample(["DO: triage as normal and complete NEWS2 - do not assume behavioural.",
                       "DO: offer a brief (15 min) contact with the MHLT; use calm, consistent approach.",
                       "DO: check for new physical signs; ECG if chest pain.",
                       "DON'T: admit to CDU for social reasons alone.", "DON'T: offer repeat CT head without new signs.",
                       "DO: contact the care coordinator next working day.", "DON'T: give PRN benzodiazepines.",
                       "DO: if leaves before assessment and high risk, inform police (see below)."], 5):
        n.add("- " + s + "\n")
    H(n, c, "Key contacts")
    ccord = c.staff("cc")
    n.f("Care coordinator: {n}, {t} - {ph}\n", n=ccord.full(), t=team_p(c), ph=c.ph())
    n.f("GP: {g}, {p} - {ph}\n", g=c.gp.titled(), p=P(c.practice, "HOSPITAL"), ph=c.ph())
    if chance(r, 0.6):
        para = c.staff("para")
        n.f("Ambulance HIU lead: {n} - {e}\n", n=para.full(), e=c.email(para, "ambulance service"))
    if chance(r, 0.6):
        pc = c.family("police")
        n.f("Police MH liaison: {t} {n} ({lab}{cn}) - {ph}\n", t=pick(r, [c.svc["ptitle"], c.svc["ptitle"], "Sgt"]), n=pc.last_(),
            lab=pick(r, ["collar ", "badge #", "shoulder no. "]), cn=P(C.digits(r, 4), "IDNUM"), ph=c.ph())
    if chance(r, 0.5):
        f = c.family()
        n.f("NOK: {rel} {n} - {ph}\n", rel=f.rel, n=f.full(), ph=c.ph("mob"))
    if chance(r, 0.4):
        h = c.family("housing")
        n.f("Housing officer: {n}, {o} - {ph}\n", n=h.full(), o=P(c.org("employer").split()[0] + " Housing Association", "ORGANIZATION"), ph=c.ph())
    if chance(r, 0.4):
        dk, lab, val = C.device_serial(r)
        if "telecare" not in dk:
            dk, lab, val = "telecare pendant", "ID", "TC-" + C.digits(r, 6)
        n.f("Telecare: " + dk + " " + lab + " {v}; alarms route to {ph}.\n", v=P(val, "DEVICE"), ph=c.ph())
    if chance(r, 0.5):
        pol = C.idnum(r, "police")
        n.f("Ambulance special patient note ref {i}; police marker (" + pol[0] + " {j}).\n",
            i=P("SPN-" + C.digits(r, 6), "IDNUM"), j=P(pol[1], "IDNUM"))
    n.f("\nConsent: plan discussed with {p} on {d}; agrees to sharing with GP, ambulance service and police.\n",
        p=pt.first_(), d=c.D(agreed, "short"))
    signature(n, c, c.lnurse, style=1)
    if chance(r, 0.35):
        audit_footer(n, c, c.lnurse)
