"""Genre 7: public health notifications and case investigation forms."""
from phi import an, cap, M, AG, HO, LO, CO, OG, PR, Person
from common import patient, staff, family, relative, prof, job_phrase, esign, print_banner, cred, yr_back
import clin

CONDS = [("Salmonellosis", "Salmonella Enteritidis", "stool culture"), ("Pertussis", "Bordetella pertussis PCR", "NPA"),
         ("Measles", "measles IgM / PCR", "throat swab"), ("Legionellosis", "Legionella urinary antigen", "urine"),
         ("Tuberculosis (pulmonary)", "M. tuberculosis complex PCR, smear 2+", "sputum"), ("Hepatitis A", "HAV IgM", "serum"),
         ("Meningococcal disease", "N. meningitidis serogroup B PCR", "blood"), ("STEC / E. coli O157", "stx2 PCR", "stool"),
         ("Campylobacteriosis", "Campylobacter jejuni culture", "stool"), ("Invasive group A strep", "S. pyogenes culture", "blood"),
         ("Mpox", "orthopoxvirus PCR", "lesion swab"), ("Q fever", "Coxiella burnetii phase II IgM", "serum"),
         ("Lyme disease", "two-tier serology positive", "serum"), ("Listeriosis", "Listeria monocytogenes culture", "blood"),
         ("Syphilis (infectious)", "TPPA reactive, RPR 1:64", "serum"), ("Chickenpox (varicella)", "VZV PCR", "vesicle swab")]


def _agency(c):
    t = c.town_name()
    return OG(c.r.choice({"US": ["%s County Health Department" % t, "%s County Public Health" % t, "%s City Department of Health" % t],
                          "GB": ["%s Health Protection Team" % t, "%s and %s Health Protection Team" % (t, c.town_name())],
                          "CA": ["%s Public Health Unit" % t, "%s Regional Health Authority" % t],
                          "AU": ["%s Public Health Unit" % t, "%s Communicable Disease Control Branch" % t]}[c.loc]))


def layout_form(c, pt):
    r = c.r
    cond, test, spec = r.choice(CONDS)
    inv = staff(c)
    ordering = staff(c)
    onset = c.plus(c.today, -r.randint(4, 20))
    coll = c.plus(onset, r.randint(1, 5))
    L = []
    L.append("%s\nNOTIFIABLE DISEASE CASE REPORT / INVESTIGATION FORM" % _agency(c))
    L.append("Case ID: %s   Event ID: %s   Date reported: %s   Received via: %s" % (
        c.idn(r.choice(["PH-####-#####", "##-@@@-####", "#########"])),
        c.idn("EV#######"), c.D(c.plus(coll, r.randint(1, 4))), r.choice(["ELR", "fax", "phone", "web portal"])))
    L.append("Condition: %s   Case status: %s   Outbreak no: %s" % (cond, r.choice(["confirmed", "probable", "suspected"]), r.choice(["N/A", c.idn("OB-####-###")])))
    L.append("")
    L.append("SECTION A - PATIENT")
    L.append("  Name (last, first): %s" % pt.lf)
    L.append("  DOB: %s     Age: %s     Sex: %s     Pregnant: %s" % (c.D(pt.dob), AG(pt.age), "M" if pt.sex == "M" else "F", "N/A" if pt.sex == "M" else r.choice(["N", "Unk"])))
    L.append("  Address: %s" % c.street())
    L.append("  City: %s   %s: %s   %s: %s   %s" % (CI(c), "State" if c.loc == "US" else "Province" if c.loc == "CA" else "County" if c.loc == "GB" else "State",
                                                c.state(), "ZIP" if c.loc == "US" else "Postcode", c.zipc(), "Country: " + CO({"US": "USA", "CA": "Canada", "GB": "United Kingdom", "AU": "Australia"}[c.loc]) if r.random() < .4 else ""))
    L.append("  Phone: %s   Alt: %s   Email: %s" % (c.phone(True), c.phone(False), c.email(pt)))
    L.append("  Race/ethnicity: %s   Country of birth: %s   Language: %s" % (r.choice(["declined", "White", "Black", "Asian", "Hispanic", "Pacific Islander"]), c.country(),
                                                                            r.choice(["English", "Spanish", "Tagalog", "Punjabi", "Somali", "Arabic", "Vietnamese"])))
    L.append("  Occupation: %s   Employer/school: %s   Sensitive setting: %s" % (PR(r.choice(["food handler", "line cook", "nurse aide", "childcare worker", "student",
                                                                                            "retired", "teacher", "meat packer", "dairy farmer", "sheep shearer", "aged care worker"])),
                                                                                 c.employer() if r.random() < .6 else c.school(), r.choice(["Y", "N"])))
    L.append("  %s: %s" % ("Health card" if c.loc == "CA" else "Medicare no" if c.loc == "AU" else "NHS no" if c.loc == "GB" else "Insurance ID", c.hplan()))
    L.append("")
    L.append("SECTION B - CLINICAL")
    L.append("  Onset: %s   Symptoms: %s" % (c.D(onset), ", ".join(r.sample(["fever", "diarrhoea (bloody)", "vomiting", "cough", "rash", "headache", "myalgia", "paroxysmal cough", "jaundice", "neck stiffness"], 4))))
    L.append("  Hospitalised: %s" % r.choice(["N", "Y - %s, admitted %s, discharged %s" % (c.hosp(), c.D(c.plus(onset, 2)), c.D(c.plus(onset, r.randint(4, 12)))),
                                            "Y - %s ICU, admitted %s" % (c.hosp(), c.D(c.plus(onset, 1)))]))
    L.append("  Died: %s   Vaccinated: %s" % (r.choice(["N", "N", "N", "Y - %s" % c.D(c.plus(onset, r.randint(3, 15)))]), r.choice(["Y x2 doses (AIR/registry)", "N", "Unknown", "Y - last dose %s" % c.Y(yr_back(c, 1, 20))])))
    L.append("")
    L.append("SECTION C - LABORATORY")
    L.append("  Lab: %s   Accession: %s   Specimen: %s collected %s   Result: %s   Reported: %s" % (
        c.lab_org() if r.random() < .5 else c.hosp(), c.idn(r.choice(["@##-######", "##@#######", "ACC-########"])), spec, c.D(coll), test, c.D(c.plus(coll, r.randint(1, 3)))))
    L.append("  Ordering clinician: %s, %s   Ph %s   Fax %s   NPI/Prov no: %s" % (ordering.drfull, c.hosp("gp"), c.phone(False), c.fax(), c.npi() if c.loc == "US" else c.medlic()))
    L.append("  Isolate forwarded to reference lab: %s (WGS cluster %s)" % (r.choice(["Y", "N", "pending"]), c.idn("####.###.##")))
    L.append("")
    L.append("SECTION D - EXPOSURES (incubation period %s to %s)" % (c.D(c.plus(onset, -r.randint(7, 21))), c.D(onset)))
    L.append("  Travel: %s" % r.choice(["none", "%s, %s (%s - %s)" % (CI(c), c.country(), c.Dshort(c.plus(onset, -14)), c.Dshort(c.plus(onset, -5))), "visited family in %s" % c.country()]))
    L.append("  Food: %s" % r.choice(["ate at %s on %s (chicken burrito)" % (OG(c.town_name() + " " + r.choice(["Taqueria", "Kebab House", "Noodle Bar", "Diner", "Bakery"])), c.Dwd(c.plus(onset, -2))),
                                      "raw milk from %s" % OG(c.town_name() + " Farm Shop"), "wedding reception at %s on %s" % (LO(c.town_name() + " Community Hall"), c.D(c.plus(onset, -3))),
                                      "food truck (plate %s) at market on %s" % (c.plate(), c.WDAY(c.plus(onset, -2)))]))
    L.append("  Animal/environment: %s" % r.choice(["none", "petting farm visit", "works with lambing ewes", "hot tub at %s" % OG(c.town_name() + " Leisure Centre"), "cooling tower near workplace"]))
    L.append("")
    L.append("SECTION E - CONTACTS")
    L.append("  %-28s %-10s %-5s %-22s %s" % ("Name", "Relation", "Age", "Phone", "Action"))
    for _ in range(r.randint(2, 6)):
        rel, lo, hi, same = r.choice([("household", 1, 88, True), ("partner", max(16, pt.age - 8), pt.age + 8, False),
                                      ("child", 1, max(2, pt.age - 18), True), ("coworker", 18, 66, False),
                                      ("classmate", max(4, pt.age - 1), max(5, pt.age + 1), False), ("grandparent", pt.age + 40, pt.age + 75, True)])
        if hi < lo or lo > 99:
            rel, lo, hi, same = "household", 1, 88, True
        f = Person(c, "FAMILY", last=pt.last if same and r.random() < .8 else None)
        L.append("  %s  %-10s %s  %s  %s" % (f.full, rel, AG(r.randint(lo, min(hi, 99))),
                                            c.phone(True), r.choice(["exclude until 48h sx-free", "prophylaxis given", "MMR offered", "symptom watch", "stool x2"])))
    L.append("")
    L.append("SECTION F - ACTIONS: %s" % r.choice(["Excluded from work until 2 negative stools; employer %s notified." % c.employer(),
                                                  "School %s informed; letter to parents sent %s." % (c.school(), c.D(c.today)),
                                                  "Environmental health officer %s inspected premises %s." % (family(c).full, c.D(c.today)),
                                                  "DOT arranged via TB clinic; contact tracing list of %d." % r.randint(5, 30)]))
    L.append("")
    L.append("Investigator: %s   Tel %s   Email %s   Closed: %s" % (inv.full, c.phone(False, ext=True), c.email(inv), r.choice(["open", c.D(c.plus(c.today, r.randint(2, 20)))])))
    L.append("Submitted from %s at %02d:%02d by %s" % (c.ip(), r.randint(0, 23), r.randint(0, 59), inv.un))
    return "\n".join(L)


def CI(c):
    return M("CITY", c.town_name())


def layout_narrative(c, pt):
    r = c.r
    cond, test, spec = r.choice(CONDS)
    inv = staff(c, "F")
    onset = c.plus(c.today, -r.randint(4, 20))
    L = []
    L.append("CASE INVESTIGATION NOTES - %s" % cond.upper())
    L.append("%s | case %s | %s" % (_agency(c), c.idn("##-#####"), pt.LF))
    L.append("")
    log = []
    d = c.plus(c.today, -r.randint(0, 3))
    log.append("%s %02d:%02d  ELR received from %s: %s on %s collected %s. Ordering provider %s." % (
        c.D(d), r.randint(8, 17), r.randint(0, 59), c.lab_org(), test, spec, c.D(c.plus(onset, 2)), staff(c).drfull))
    log.append("%s %02d:%02d  Called case at %s - no answer. VM left with callback %s." % (c.D(d), r.randint(8, 17), r.randint(0, 59), c.phone(True), c.phone(False, ext=True)))
    log.append("%s %02d:%02d  Case returned call. Interview completed in %s%s. Onset %s with %s. Lives at %s with %s." % (
        c.D(c.plus(d, 1)), r.randint(8, 17), r.randint(0, 59), r.choice(["English", "Spanish", "Mandarin", "Portuguese"]),
        r.choice(["", " via interpreter ID %s" % c.idn("#####")]), c.D(onset), r.choice(["diarrhoea and cramps", "fever and cough", "rash"]),
        c.addr_line(), ", ".join("%s (%s)" % (Person(c, "FAMILY", last=pt.last).fn, AG(r.randint(1, 70))) for _ in range(r.randint(1, 4)))))
    log.append("%s %02d:%02d  Case works as %s at %s; last worked %s. %s" % (
        c.D(c.plus(d, 1)), r.randint(8, 17), r.randint(0, 59), an(prof(c)), c.employer(), c.Dwd(c.plus(onset, -1)),
        r.choice(["Manager %s advised of exclusion." % family(c).full, "Works in a sensitive setting - excluded.", "Not a food handler."])))
    log.append("%s %02d:%02d  Food history: %s. Travel to %s %s." % (
        c.D(c.plus(d, 2)), r.randint(8, 17), r.randint(0, 59), r.choice(["chicken at %s" % OG(c.town_name() + " Grill"), "sprouts from %s" % OG(c.company()), "church potluck at %s" % OG("St %s's Church" % r.choice(["Mark", "Anne", "Luke"]))]),
        c.country(), c.Dmy(c.plus(onset, -10))))
    log.append("%s %02d:%02d  Linked by WGS to cluster %s (%d cases, %s and %s)." % (
        c.D(c.plus(d, 5)), r.randint(8, 17), r.randint(0, 59), c.idn("####.###"), r.randint(3, 40), c.state(), c.state(i=(c.state_i + 1) % 5)))
    f = family(c)
    log.append("%s %02d:%02d  Emailed %s (%s) at %s with exclusion letter. Case closed pending final results." % (
        c.D(c.plus(d, 6)), r.randint(8, 17), r.randint(0, 59), f.full, r.choice(["employer contact", "school principal", "daughter"]), c.email(f)))
    for e in log:
        L.append(e)
        L.append("")
    L.append("Investigator: %s, %s (%s)" % (inv.full, r.choice(["MPH", "RN", "CDI"]), inv.un))
    return "\n".join(L)


def layout_clinician_notif(c, pt):
    r = c.r
    cond, test, spec = r.choice(CONDS)
    dr = staff(c)
    L = []
    L.append("URGENT - NOTIFICATION OF %s" % cond.upper())
    L.append("To: %s   Fax: %s   Phone: %s" % (_agency(c), c.fax(), c.phone(False)))
    L.append("From: %s, %s   Date: %s" % (dr.drfull, c.hosp("gp") if r.random() < .5 else c.hosp(), c.D(c.today)))
    L.append("Tel: %s   Reg/licence: %s" % (c.phone(False, ext=True), c.medlic()))
    L.append("")
    L.append("Patient: %s   DOB %s   %s   %s" % (pt.full, c.D(pt.dob), "M" if pt.sex == "M" else "F", c.mrn()))
    L.append("Address: %s   Tel %s" % (c.addr_line(), c.phone(True)))
    L.append("Parent/guardian (if child): %s" % (relative(c, pt, "mother").full if pt.age < 16 else "n/a"))
    L.append("")
    L.append("Clinical details: %s presented %s with %s. %s" % (
        c.age_sex(pt.age, pt.sex), c.D(c.plus(c.today, -r.randint(0, 3))), r.choice(["fever, coryza and maculopapular rash", "14 days paroxysmal cough with whoop",
                                                                                      "bloody diarrhoea", "non-blanching rash and drowsiness"]),
        r.choice(["Unvaccinated (parents declined).", "Recently returned from %s." % c.country(), "Attends %s." % c.school(), "Household contact of a known case."])))
    L.append("Tests: %s sent %s to %s, ref %s." % (spec, c.D(c.today), c.lab_org(), c.idn("L########")))
    L.append("Action taken: %s" % r.choice(["isolated at home", "admitted to %s" % c.hosp(), "azithromycin started; household prophylaxis discussed", "ciprofloxacin to 4 household contacts"]))
    L.append("Sensitive settings: %s" % r.choice(["attends childcare at %s" % c.school(), "works as %s" % an(PR(r.choice(["food handler", "healthcare worker", "aged care worker"]))), "none"]))
    L.append("")
    L.append("Signed %s  %s" % (dr.full, c.D(c.today)))
    L.append("")
    L.append("-- PHU use only --")
    L.append("Logged by %s %s; case %s; assigned to %s; web form %s" % (staff(c).un, c.D(c.today), c.idn("########"), staff(c).full, c.url("notify")))
    return "\n".join(L)


LAYOUTS = [layout_form, layout_narrative, layout_clinician_notif]


_COUNT = {}  # per-locale rotation through the layouts that fit the locale


def make(c, i):
    pt = patient(c, 1, 88) if c.r.random() < .7 else patient(c, 1, 15)
    n = _COUNT[c.loc] = _COUNT.get(c.loc, -1) + 1
    lay = LAYOUTS[(n + i) % len(LAYOUTS)]
    return lay(c, pt), lay.__name__, pt
