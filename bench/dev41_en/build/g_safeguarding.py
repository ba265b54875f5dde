"""Safeguarding / protective-services referrals."""
import datetime as dt

import general
import pools
from common import (header, signature, audit_footer, social, gp_line, nok_line, location_line, idline, hp_str,
                    acct_str, ssn_str, numbered, company, care_home, pharmacy, school, charity, maybe, family_member)
from clinical import num, accession
from g_vw import veh_plate, vin
from people import Person, age_words, slug
from markup import M, PAT, DOC, FAM, AGE, HOSP, LOC, IDN, PHONE, FAX, EMAIL, URL, USER, ORG, PROF, COUNTRY, CITY, \
    IP, STREET, DATE

AGENCY = {
    "UK": ("Adult Social Care", "Children's Services (MASH)", "Police", "Safeguarding Adults Concern Form", "MASH Referral - Request for Support"),
    "IE": ("HSE Safeguarding and Protection Team", "Tusla", "Gardaí", "Safeguarding Vulnerable Adults - Preliminary Screening", "Child Protection and Welfare Report Form"),
    "AU": ("Elder Abuse Helpline / Aged Care Assessment", "Child Protection", "Police", "Elder Abuse Referral", "Report to Child Protection"),
    "NZ": ("Elder Abuse Response Service", "Oranga Tamariki", "Police", "Elder Abuse Referral", "Report of Concern"),
    "US": ("Adult Protective Services", "Child Protective Services", "law enforcement", "Adult Protective Services Report", "Report of Suspected Child Abuse"),
    "CA": ("Public Guardian / elder abuse response", "Children's Aid Society", "police", "Adult Protection Referral", "Report to Children's Aid Society"),
}


ETHN = {
    "UK": ["White British", "Asian - Pakistani", "Black African", "White - other", "Mixed", "Not stated", "Asian - Bangladeshi", "Black Caribbean"],
    "IE": ["White Irish", "Irish Traveller", "White - other", "Black African", "Asian", "Not stated"],
    "AU": ["Not Aboriginal or Torres Strait Islander", "Aboriginal", "Torres Strait Islander", "Not stated"],
    "NZ": ["NZ European", "Māori", "Samoan", "Tongan", "Chinese", "Indian", "Cook Islands Māori"],
    "US": ["White", "Black or African American", "Hispanic or Latino", "Asian", "American Indian", "Declined"],
    "CA": ["White", "South Asian", "Black", "Chinese", "First Nations", "Métis", "Filipino", "Not stated"],
}
LANGS = {
    "UK": ["Urdu", "Polish", "Bengali", "Punjabi", "Romanian", "Somali", "Welsh"],
    "IE": ["Irish", "Polish", "Lithuanian", "Romanian", "Portuguese", "Arabic"],
    "AU": ["Mandarin", "Arabic", "Vietnamese", "Greek", "Italian", "Kriol", "Pitjantjatjara"],
    "NZ": ["te reo Māori", "Samoan", "Tongan", "Mandarin", "Hindi"],
    "US": ["Spanish", "Vietnamese", "Haitian Creole", "Somali", "Arabic", "Navajo"],
    "CA": ["French", "Punjabi", "Tagalog", "Cantonese", "Cree", "Arabic"],
}


MGR = {"UK": ["Named Nurse Safeguarding", "Head of Safeguarding", "Safeguarding Adults Lead"],
       "IE": ["Designated Officer", "Clinical Nurse Manager 2", "Safeguarding Lead"],
       "AU": ["Nurse Unit Manager", "Social Work Team Leader", "Child Protection Liaison"],
       "NZ": ["Charge Nurse Manager", "Family Violence Coordinator", "Social Work Team Leader"],
       "US": ["Nurse Manager", "Social Work Supervisor", "Director of Case Management"],
       "CA": ["Patient Care Manager", "Social Work Team Lead", "Clinical Manager"]}
CAPACITY = {"UK": "MCA assessment", "IE": "ADMCA functional assessment", "AU": "capacity assessment",
            "NZ": "capacity assessment", "US": "capacity evaluation", "CA": "capacity assessment"}
DVRISK = {"UK": "DASH risk checklist completed: %d/24 (high).", "IE": "DASH risk checklist completed: %d/24 (high).",
          "AU": "MARAM risk assessment: serious risk (%d indicators).", "NZ": "ODARA completed: %d/13.",
          "US": "Danger Assessment score %d (severe danger).", "CA": "ODARA score %d/13."}
DVRANGE = {"UK": (14, 22), "IE": (14, 22), "AU": (8, 14), "NZ": (6, 11), "US": (18, 26), "CA": (6, 11)}
DVREF = {"UK": ("MARAC referral made", "MARAC-%05d"), "IE": ("Referred to local DV support service", "DVS-%05d"),
         "AU": ("Referred to family violence service", "FVS-%05d"), "NZ": ("Family Violence Intervention referral made", "FVIP-%05d"),
         "US": ("DV advocate referral made", "DVA-%05d"), "CA": ("Referred to VAW shelter advocate", "VAW-%05d")}
MAILBOX = {"UK": ["mash", "safeguarding.adults", "duty.team", "adultsocialcare"], "IE": ["safeguarding.team", "duty.sw", "intake"],
           "AU": ["cp.intake", "elderabuse.referrals", "duty.sw"], "NZ": ["roc.intake", "elder.abuse", "duty.sw"],
           "US": ["aps.intake", "cps.hotline", "duty.sw"], "CA": ["intake", "cas.intake", "adultprotection"]}


def child_school(ctx):
    r = ctx.rng
    town = r.choice([ctx.addr["city"], r.choice(pools.STREET_WORDS)])
    if ctx.age < 5:
        return "%s %s" % (town, r.choice(["Nursery", "Early Learning Centre", "Preschool", "Kindergarten", "Playgroup", "Day Nursery"]))
    if ctx.age < 11:
        return "%s %s" % (town, r.choice(["Primary School", "Elementary School" if ctx.loc.code in ("US", "CA") else "Infant School",
                                          "National School" if ctx.loc.code == "IE" else "Public School", "Primary Academy"]))
    return "%s %s" % (town, r.choice(["High School", "Academy", "Community College" if ctx.loc.code == "IE" else "Secondary School", "College"]))


def person_age(ctx, p_age_lo, p_age_hi):
    return ctx.rng.randint(p_age_lo, p_age_hi)


def safeguarding(ctx):
    r = ctx.rng
    L = ctx.loc.code
    V = ctx.V
    pt = ctx.pt
    child = ctx.age < 18
    adult_ag, child_ag, police, aform, cform = AGENCY[L]
    ref = ctx.new_staff(r.choice(["doctor", "nurse", "nurse", "ahp"]),
                        r.choice(["Safeguarding Lead Nurse", "ED Registrar", "Ward Manager", "Staff Nurse", "Social Worker",
                                  "Paediatric Registrar" if child else "Discharge Coordinator", "Clinical Nurse Manager"]))
    ref_tel = ctx.tel("home")
    ref_ext = "%s ext %d" % (ref_tel, r.randint(2000, 7999)) if r.random() < 0.4 else ref_tel
    sw = ctx.new_staff("other", r.choice(["Hospital Social Worker", "Safeguarding Practitioner", "Duty Social Worker"]))
    mgr = ctx.new_staff("nurse", r.choice(MGR[L]))
    case_ref = IDN(r.choice(["SG-%02d-%05d" % (r.randint(24, 26), r.randint(0, 99999)), "MASH/%06d" % r.randint(0, 999999),
                             "APS-%07d" % r.randint(0, 9999999), "CP%08d" % r.randint(0, 99999999)]))
    pol_ref = IDN(r.choice(["CAD%04d-%03d" % (r.randint(1, 9999), r.randint(1, 999)), "LOG-%07d" % r.randint(0, 9999999),
                            "P%02d/%06d" % (r.randint(24, 26), r.randint(0, 999999)), "INC-%08d" % r.randint(0, 99999999)]))
    incident = ctx.ago(r.randint(0, 4))
    # alleged person responsible
    if child:
        apr_rel = r.choice(["mother's partner", "stepfather", "father", "mother", "uncle", "older cousin"])
        apr_age = r.randint(24, 48)
    else:
        apr_rel = r.choice(["son", "grandson", "daughter", "partner", "husband", "wife", "lodger", "paid carer", "nephew", "niece", "neighbour" if L != "US" else "neighbor"])
        apr_age = r.randint(22, 60) if apr_rel not in ("husband", "partner", "wife") else max(40, ctx.age + r.randint(-8, 8))
    if apr_rel in ("stepfather", "father", "uncle", "son", "grandson", "husband", "nephew"):
        apr_sex = "M"
    elif apr_rel in ("mother", "daughter", "wife", "niece"):
        apr_sex = "F"
    else:
        apr_sex = None
    apr = Person(r, "FAMILY", sex=apr_sex, loc=ctx.loc)
    if r.random() < 0.6 and apr_rel not in ("lodger", "paid carer", "neighbour", "neighbor", "mother's partner"):
        apr.surname = pt.surname
    apr_dob = ctx.today - dt.timedelta(days=int(apr_age * 365.25) + r.randint(10, 300))
    apr_addr = ctx.addr if (r.random() < 0.5 and apr_rel not in ("paid carer", "neighbour", "neighbor")) else ctx.loc.address()
    apr_tel = ctx.tel("mobile")
    apr_prof = r.choice(pools.PROFESSIONS + ["unemployed", "unemployed"])
    # concern types
    if child:
        concern = r.choice(["inj", "neglect", "dv_exposure"])
    else:
        concern = r.choice(["financial", "selfneglect", "dv", "carer_neglect", "scam"])
    out = []
    title = cform if child else aform
    out.append(title.upper())
    out.append("Referral ref: %s    Date of referral: %s %s" % (case_ref, ctx.d(ctx.today), ctx.time))
    out.append("To: %s%s" % (child_ag if child else adult_ag, maybe(r, 0.5, " - duty desk %s" % PHONE(ctx.tel("home")))))
    out.append("")
    out.append("1. REFERRER")
    out.append("Name: %s   Role: %s" % (ref.full(), ref.role))
    out.append("Organisation: %s, %s" % (HOSP(ctx.hosp), r.choice(["Emergency Department", HOSP(ctx.ward), "Paediatrics" if child else "Older Persons", "Safeguarding Team"])))
    out.append("Tel: %s   Email: %s" % (PHONE(ref_ext), EMAIL(ref.email)))
    out.append("")
    out.append("2. PERSON AT RISK")
    if child:
        sx = "boy" if pt.sex == "M" else "girl"
        out.append("Name: %s   DOB: %s   Age: %s   Sex: %s" % (pt.full_mid(), ctx.dob_str(), ctx.age_m(), pt.sex))
    else:
        out.append("Name: %s   DOB: %s   Age: %s" % (pt.full_mid(), ctx.dob_str(), ctx.age_m()))
    out.append("Address: %s" % ctx.loc.fmt_address(ctx.addr))
    out.append("Phone: %s    %s" % (PHONE(ctx.home_tel if r.random() < 0.5 else ctx.mobile), "   ".join(idline(ctx))))
    if (L == "US" and not child and r.random() < 0.5) or (L != "US" and not child and r.random() < 0.3):
        out.append(ssn_str(ctx))
    out.append("%s" % gp_line(ctx, with_contact=r.random() < 0.6))
    out.append("Ethnicity: %s   Language: %s   Interpreter: %s" % (r.choice(ETHN[L]), r.choice(["English", "English", "English"] + LANGS[L]), r.choice(["no", "no", "yes"])))
    hv = ctx.new_staff("nurse", "Health Visitor" if L in ("UK", "IE") else ("Public Health Nurse" if L in ("US", "CA") else "Child Health Nurse"))
    sch = child_school(ctx)
    if child:
        if ctx.age < 5:
            out.append("Early years setting: %s   Key worker: %s" % (ORG(sch), FAM(r.choice(pools.FEMALE + pools.MALE) + " " + r.choice(pools.SURNAMES))))
        else:
            out.append("School: %s (%s %d)   Class teacher: %s" % (ORG(sch), "grade" if L in ("US", "CA") else "year", max(1, ctx.age - 5),
                                                                  FAM(r.choice(pools.FEMALE + pools.MALE) + " " + r.choice(pools.SURNAMES))))
        out.append("%s: %s, %s" % (hv.role, hv.full(), PHONE(ctx.tel("home"))))
        mum = Person(r, "FAMILY", sex="F", loc=ctx.loc)
        mum.surname = pt.surname if r.random() < 0.6 else mum.surname
        out.append("Parent/carer with PR: %s (mother), DOB %s, %s" % (mum.full(), ctx.d(ctx.today - dt.timedelta(days=r.randint(22, 44) * 365 + r.randint(0, 360))), PHONE(ctx.tel("mobile"))))
        sib = Person(r, "FAMILY", loc=ctx.loc)
        sib.surname = pt.surname
        out.append("Siblings: %s (%s), %s (%s)" % (sib.first(), AGE(str(r.randint(1, 15))), FAM(r.choice(pools.FEMALE + pools.MALE)), AGE(str(r.randint(1, 15)))))
    else:
        out.append("Care and support needs: %s" % r.choice(["frailty, vascular dementia", "Parkinson's disease, needs help with personal care",
                                                          "learning disability", "COPD, housebound", "post-stroke, wheelchair user", "none formally assessed"]))
        out.append("Capacity re this concern: %s" % r.choice(["has capacity - consents to referral", "lacks capacity (%s %s by %s) - best interests referral" % (CAPACITY[L], ctx.d(ctx.today, "short"), sw.full()),
                                                             "fluctuating; consent not obtained - referral in vital interests"]))
    out.append("")
    out.append("3. PERSON(S) ALLEGED TO BE RESPONSIBLE")
    out.append("Name: %s   Relationship: %s   DOB: %s (age %s)" % (apr.full(), apr_rel, ctx.d(apr_dob), AGE(str(apr_age))))
    out.append("Address: %s%s" % (ctx.loc.fmt_address(apr_addr), " (same address)" if apr_addr is ctx.addr else ""))
    out.append("Phone: %s   Occupation: %s" % (PHONE(apr_tel), PROF(apr_prof) if apr_prof != "unemployed" else "unemployed"))
    if r.random() < 0.55:
        out.append("Vehicle: %s %s, registration %s%s" % (r.choice(["silver", "white", "black", "red", "blue"]), r.choice(["hatchback", "ute", "van", "SUV", "sedan", "pickup"]),
                                                        M("VEHICLE", veh_plate(ctx)), maybe(r, 0.25, ", VIN %s" % M("VEHICLE", vin(r)))))
    out.append("Is the person a paid carer/professional? %s" % (
        "yes - employed by %s" % ORG("%s %s" % (r.choice(pools.COMPANY_A), r.choice(["Home Care", "Care Services", "Support Services"]))) if apr_rel == "paid carer" else "no"))
    out.append("")
    out.append("4. NATURE OF CONCERN")
    who = apr.first() if r.random() < 0.5 else apr.full()
    if concern == "financial":
        narrative = ("%s disclosed to %s on %s that %s %s has been taking %s bank card and withdrawing cash "
                     "since %s. Bank statements brought in by %s (%s %s) show withdrawals of around %d per week. "
                     "%s said \"%s keeps saying it's a loan, but i never see it back\". %s also reports %s "
                     "has changed the locks at %s and holds %s pension." % (
                         pt.formal(), ref.full(), ctx.d(incident, r.choice(["num", "wd"])), pt.his, apr_rel, pt.his,
                         ctx.d(ctx.ago(r.randint(60, 400)), "month_year"), ctx.nok.full(), pt.his, ctx.nok_rel, r.randint(50, 600),
                         pt.first(), FAM(apr.given.lower()) if r.random() < 0.5 else apr.first(), pt.He, who, STREET(ctx.addr["street"]), pt.his))
    elif concern == "selfneglect":
        narrative = ("Admitted %s after being found by %s (%s) in a home described as squalid: no heating, "
                     "rotting food, %d cats. Weight loss %d kg since %s. %s declines support from "
                     "%s and says \"just leave me be, i've managed since %s\". Previous concern raised %s (ref %s). Family have not visited since %s." % (
                         ctx.d(incident), ctx.nok.full(), ctx.nok_rel, r.randint(2, 14), r.randint(5, 20),
                         ctx.d(ctx.ago(r.randint(120, 500)), "month_year"), pt.formal(), ORG(charity(r, ctx.addr["city"])),
                         ctx.d(ctx.ago(r.randint(1500, 9000)), "year"), ctx.d(ctx.ago(r.randint(200, 900)), "month_year"),
                         IDN("SG-%05d" % r.randint(0, 99999)), ctx.holiday()))
    elif concern == "dv":
        narrative = ("%s attended %s on %s with bruising to both upper arms and a laceration over the L eyebrow. "
                     "Initially said %s fell, then disclosed that %s %s (%s) pushed %s into a door frame during an "
                     "argument on %s. Says this has happened \"loads of times since %s\" and that %s told %s \"%s, nobody will believe you\". %s "
                     "%s informed, incident %s. %s, ref %s." % (
                         pt.formal(), V["ed"], ctx.d(incident, "wd"), pt.he, pt.his, apr_rel, who, pt.him,
                         ctx.d(incident - dt.timedelta(days=1), "weekday"), ctx.d(ctx.ago(r.randint(100, 900)), "year"),
                         apr.first(), pt.him, PAT(pt.given.lower()),
                         DVRISK[L] % r.randint(*DVRANGE[L]), police.capitalize(), pol_ref, DVREF[L][0], IDN(DVREF[L][1] % r.randint(0, 99999))))
    elif concern == "carer_neglect":
        home = care_home(r)
        narrative = ("%s admitted from %s (%s) on %s with a category 4 sacral pressure ulcer, dehydration "
                     "(Na %s) and untreated UTI. Daughter %s reports visits from carers were missed on %s "
                     "and %s. Care home manager %s contacted %s, %s." % (
                         pt.formal(), HOSP(home), ctx.loc.fmt_address(ctx.loc.address()), ctx.d(incident), num(r, 150, 162),
                         FAM(r.choice(pools.FEMALE) + " " + pt.surname), ctx.d(incident - dt.timedelta(days=3), "weekday"),
                         ctx.d(incident - dt.timedelta(days=2), "weekday"), DOC(r.choice(pools.FEMALE + pools.MALE) + " " + r.choice(pools.SURNAMES)),
                         ctx.d(ctx.today, "short"), PHONE(ctx.tel("home"))))
    elif concern == "scam":
        narrative = ("%s told ward staff on %s that a man phoning from %s has persuaded %s to transfer savings "
                     "to 'protect' them; %d transfers since %s. Caller ID %s. %s, who lives in %s, was unaware. "
                     "Bank fraud team contacted (case %s)." % (
                         pt.formal(), ctx.d(incident, "weekday"), PHONE(ctx.tel("mobile")), pt.him, r.randint(2, 9),
                         ctx.d(ctx.ago(r.randint(30, 200)), "monthd" if not ctx.loc.dmy else "dmonth"), PHONE(ctx.tel("home")),
                         ctx.nok.full() + " (%s)" % ctx.nok_rel, COUNTRY(r.choice(pools.COUNTRIES)),
                         IDN("FR%09d" % r.randint(0, 999999999))))
    elif concern == "inj":
        narrative = ("%s, a %s-year-old %s, brought to %s on %s by %s with a swollen L forearm. XR (%s): "
                     "spiral fracture of the L humerus and old healing fracture of the R 7th rib. Explanation "
                     "(fell off sofa) inconsistent with injury and developmental stage. Delay in presentation of "
                     "~%d h. Skeletal survey and CT head requested. Seen by %s (consultant paediatrician)." % (
                         pt.first(), AGE(str(ctx.age)), sx, V["ed"], ctx.d(incident, "wd"), who,
                         IDN(accession(r, "rad")), r.randint(6, 48), ctx.new_staff("doctor", "Consultant Paediatrician").dr_full()))
    elif concern == "neglect":
        narrative = ("%s (%s) admitted %s with %s "
                     "and missed immunisations. %d missed appointments since %s. Attendance %d%% per %s. "
                     "Home conditions reported by %s as poor." % (
                         pt.first(), AGE(str(ctx.age)), ctx.d(incident),
                         "faltering growth (weight < 0.4th centile), severe nappy dermatitis" if ctx.age < 4 else
                         "weight < 2nd centile, untreated dental abscess, head lice", r.randint(3, 8), ctx.d(ctx.ago(r.randint(120, 400)), "month_year"),
                         r.randint(40, 75), ORG(sch), hv.full()))
    else:
        narrative = ("Mother attended %s on %s following an assault by %s %s (%s). %s (age %s) was present and "
                     "witnessed the incident. %s informed, ref %s. Mother now staying with %s at %s." % (
                         V["ed"], ctx.d(incident, "wd"), "her", apr_rel, who, pt.first(), AGE(str(ctx.age)),
                         police.capitalize(), pol_ref, ctx.nok.full(), ctx.loc.fmt_address(ctx.loc.address())))
    out.append(narrative)
    out.append("")
    out.append("Immediate risk: %s" % r.choice(["patient safe on ward; not for discharge until strategy discussion",
                                                "visiting restricted - %s not to visit; security aware" % apr.full(),
                                                "child remains in hospital under %s" % HOSP(ctx.ward),
                                                "safe - staying with %s" % ctx.nok.full()]))
    out.append("")
    out.append("5. ACTIONS TAKEN")
    acts = ["Discussed with %s (%s) on %s" % (mgr.full(), mgr.role, ctx.d(ctx.today, "short")),
            "%s informed: %s" % (police.capitalize(), pol_ref if concern in ("dv", "inj", "dv_exposure", "financial", "scam") else "not required at this stage"),
            "Body map completed and photographs taken by medical photography (ref %s)" % IDN("MP%06d" % r.randint(0, 999999)),
            "%s %s informed by letter" % (V["gp"], ctx.gp.dr()),
            "Strategy meeting proposed %s %s" % (ctx.d(ctx.later(r.randint(1, 5)), "wd"), "%02d:00" % r.randint(9, 15))]
    out.append(numbered(r.sample(acts, r.randint(3, 5)), "dash"))
    if child:
        out.append("Consent to share: %s" % r.choice(["not sought - child protection concern", "parent informed of referral by %s" % ref.full(),
                                                      "parent not informed - would place child at risk"]))
    else:
        out.append("Consent to share: %s" % r.choice(["given", "not given; shared on public interest grounds", "given verbally, witnessed by %s" % sw.full(),
                                                      "lacks capacity - shared in best interests"]))
    out.append("")
    out.append("Referrer signature: %s   Date: %s" % (ref.full(), ctx.d(ctx.today)))
    out.append("Manager: %s, %s %s" % (mgr.full(), mgr.role, PHONE(ctx.tel("home"))))
    if r.random() < 0.5:
        out.append("Received by: %s (duty), %s %s" % (sw.full(), ctx.d(ctx.today), "%02d:%02d" % (r.randint(9, 17), r.randint(0, 59))))
    if r.random() < 0.5:
        out.append("Secure email sent to %s" % EMAIL(r.choice(MAILBOX[L]) + "@" + r.choice([
            "council.example", "%s.gov.example" % slug(ctx.site_town), "protect.example.org"])))
    return "\n".join(out)
