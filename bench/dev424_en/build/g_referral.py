"""Genre: CAMHS referral (SPA form, GP letter, school nurse e-referral, online self-referral)."""
from doc import Phi
import blocks as B
import pools_text as PT
import pools_clin as PC

GENRE = "camhs_referral"


def _reason(d, c, v, n=2):
    rng = c.rng
    for t in rng.sample(PT.REASON[c.problem], min(n, len(PT.REASON[c.problem]))):
        d.w(t + " ", v)
    d.add("\n")


def _risk_lines(d, c, v):
    rng = c.rng
    sh = c.problem in ("selfharm", "depression") or rng.random() < 0.3
    if sh:
        d.w("Self-harm: {k} {dt}\n", k=rng.choice(["Yes - cutting, last episode", "Yes, scratching, most recent"]),
            dt=c.rel(-rng.randint(1, 20)))
    else:
        d.add("Self-harm: No known\n")
    d.add("Suicidal thoughts: %s\n" % rng.choice(["passive, no plan", "denies", "yes - fleeting, no intent",
                                                  "unknown - not asked"]))
    d.add("Risk to others: %s\n" % rng.choice(["none known", "verbal aggression at home", "no"]))
    d.add("Risk from others / safeguarding: %s\n" % rng.choice(
        ["no concerns", "historic DV, now resolved", "online contact with older males - police aware",
         "open to Early Help"]))


def form(d, c, v):
    rng, cty = c.rng, c.cty
    ref = cty.idnum("ref")
    d.w("{svc} REFERRAL - SINGLE POINT OF ACCESS\n", v)
    d.w("{team}  |  Referral ref: {ref}  |  Received {rd} {tm}\n", v, ref=ref, rd=v["idx"], tm=B.time(rng))
    d.add("=" * 64 + "\n")
    d.add("SECTION 1 - CHILD / YOUNG PERSON\n")
    d.w("Surname: {s}        Forename(s): {pt_first}", v, s=Phi(c.pt.last.upper(), "PATIENT"))
    if c.pref:
        d.w("   Known as: {pt_f}", v)
    d.w("\nDOB: {dob}   Age: {age}   Gender: {g}   Ethnicity: {e}\n", v,
        g=rng.choice(["Female", "Male", "Non-binary", "Female"]) if c.sex == "F" else rng.choice(["Male", "Male", "Trans male"]),
        e=B.ethnicity(c))
    lang = B.language(c)
    d.w("First language: {l}   Interpreter required: {i}\n", l=lang,
        i="No" if lang == "English" else rng.choice(["No (parent only)", "Yes - for parent", "No"]))
    if rng.random() < 0.35:
        d.w("Country of birth: {cb}\n", cb=c.country_from if c.pt.origin not in ("english", "irish") or
            rng.random() < 0.3 else Phi({"GB": "England", "IE": "Ireland", "AU": "Australia", "NZ": "New Zealand",
                                        "CA": "Canada"}[c.code], "COUNTRY"))
    d.w("Address: {addr}\n", v)
    d.w("Home tel: {home_tel}    YP mobile: {pt_mob} (OK to text: {y})\n", v, y=rng.choice(["Y", "N"]))
    d.w("{mrn_lab}: {mrn}\n", v)
    if c.code in ("AU", "CA", "IE"):
        d.w("{hp_lab}: {hp}\n", v)
    if v["ssn"] is not None and rng.random() < 0.8:
        d.w("{ssn_lab} (parent/guardian, for benefits liaison): {ssn}\n", v)
    d.add("\nSECTION 2 - PARENT / CARER\n")
    d.w("Name: {carer}   Relationship: {crel}   Parental responsibility: {pr}\n", v,
        pr="LA shared (s20)" if c.lac else "Yes")
    d.w("Mobile: {carer_mob}   Email: {carer_email}\n", v)
    if rng.random() < 0.5:
        d.w("Second contact: {carer2} ({crel2}) {carer2_mob}\n", v)
    d.add("\nSECTION 3 - PROFESSIONALS\n")
    d.w("GP: {Dr} {gp}, {practice}   Tel {practice_tel}\n", v)
    d.w("School/College: {school} ({yg})   Contact: {hoy_t}, Head of Year   Tel {school_tel}\n", v)
    if rng.random() < 0.45:
        d.w("Social care: {sw}, {council} (case ref {cr})\n", v, cr=cty.idnum("mash"))
    d.add("\nSECTION 4 - REASON FOR REFERRAL\n")
    _reason(d, c, v, rng.randint(1, 3))
    d.w("Duration of difficulties: since {onset_d}\n", v)
    d.add("What has been tried so far: %s\n" % ", ".join(rng.sample(
        ["school counsellor (6 sessions)", "online counselling", "school nurse drop-in", "GP review",
         "Early Help family support", "ELSA sessions", "mentoring", "parenting course", "nil"], 2)))
    d.add("\nSECTION 5 - RISK\n")
    _risk_lines(d, c, v)
    d.add("\nSECTION 6 - CONSENT\n")
    d.add("Young person aware of and agrees to referral: %s\nParent/carer aware: Yes\n" % rng.choice(
        ["Yes", "Yes", "Yes (Gillick competent)"]))
    d.add("\nSECTION 7 - REFERRER\n")
    who = rng.choice(["gp", "nurse", "school"])
    if who == "gp":
        d.w("Name: {Dr} {gp}   Role: {gpw}   Organisation: {practice}\nTel: {practice_tel}   Email: {em}\n", v,
            em=c.gp.email(rng))
    elif who == "nurse":
        n = c.staff("schoolnurse", "nurse")
        d.w("Name: {n}   Role: School Nurse (0-19 team)   Tel: {t}   Email: {em}\n", n=n.full(),
            t=cty.phone("mobile"), em=n.email(rng))
    else:
        d.w("Name: {senco}   Role: SENCo / DSL   Organisation: {school}\nTel: {school_tel}\n", v)
    d.w("Date: {idx}\n", v)
    d.add("\n--- FOR OFFICE USE ---\n")
    clin = c.staff("pract", rng.choice(["nurse", "psychologist", "social_worker"]))
    d.w("Triaged by {n} on {dt}. RAG: {rag}. Outcome: {o}\n", n=clin.full(), dt=c.rel(rng.randint(1, 10)),
        rag=rng.choice(["GREEN", "AMBER", "RED"]),
        o=rng.choice(["Choice appt offered", "signposted to Early Help", "urgent assessment within 7 days",
                      "ND pathway waiting list", "Eating disorder pathway - seen within 1/52"]))
    d.w("Entered by {u}\n", u=c.staff("admin").username(rng))


def gp_letter(d, c, v):
    rng, cty = c.rng, c.cty
    d.w("{practice}\n{practice_addr}\nTel: {practice_tel}   Fax: {practice_fax}\n\n", v)
    d.w("{idx}\n\n", v)
    d.w("{team}\n{team_addr}\n\n", v)
    if c.code == "GB" and rng.random() < 0.4:
        d.w("e-Referral UBRN {u}\n\n", u=cty.idnum("order"))
    d.add(rng.choice(["Dear Colleague,", "Dear Duty Clinician,", "Dear CAMHS team,"]) + "\n\n")
    d.w("Re: {pt}  DOB {dob}  {mrn_lab} {mrn}\n     {addr}\n\n", v)
    d.w(rng.choice(["Thank you for seeing this {age}-year-old {yp} who attended today with {pos} {crel}, {carer_f}. ",
                    "I would be grateful if you could assess {pt_f}, a {age} year old {yp} in {yg} at {school}. ",
                    "Please could you see {pt_formal}, aged {age}, who I saw with {pos} {crel} this morning. "]), v)
    _reason(d, c, v, 2)
    d.add("\n")
    d.add("PMH: %s\n" % rng.choice(["asthma (well controlled)", "nil significant", "eczema; hay fever",
                                   "migraine", "coeliac disease", "hypermobility (Beighton 7/9)"]))
    d.add("Medication: %s\n" % rng.choice([PC.med_line(rng, "physical"), "none", PC.med_line(rng, "ssri"),
                                          PC.med_line(rng, "sleep")]))
    d.add("Allergies: %s\n" % rng.choice(["NKDA", "penicillin (rash)", "nil known", "peanut - EpiPen"]))
    d.w("Social: lives with {crel}", v)
    if c.sibs:
        s = rng.choice(c.sibs)
        d.w(" and {r} {n} ({a})", r=s.rel_short, n=s.f(), a=c.age_phi(s.age))
    d.w(". {Crel} {j}.\n", v, j=B.job(c.carer))
    if c.problem == "eating":
        d.add("Obs today: %s. Wt %.1f kg, Ht %d cm. Urine dip NAD.\n" % (
            PC.vitals(rng, True, ", "), rng.uniform(36, 48), rng.randint(148, 172)))
    d.add(rng.choice(["Risk: denies current suicidal intent; safety-netted, given crisis numbers.\n",
                      "Risk: superficial self-harm, wounds clean. Discussed keeping meds locked away.\n",
                      "No immediate risk concerns today.\n"]))
    d.add(rng.choice(["I have discussed the referral with them and they are in agreement.\n",
                      "Family consent to referral and sharing with school.\n"]))
    B.signature(d, c, c.gp, v, lic=rng.random() < 0.7, closing="Yours sincerely,")
    d.w("{practice}\n", v)


def online(d, c, v):
    rng, cty = c.rng, c.cty
    d.w("ONLINE SELF-REFERRAL - submitted via {team_url}\n", v)
    d.w("Submission ID: {s}   Submitted: {dt} {tm}   Client IP: {ip}\n\n", s=cty.idnum("ref"), dt=v["idx"],
        tm=B.time(rng), ip=cty.ip())
    d.add("Are you completing this for yourself? Yes\n")
    d.w("Your name: {pt}\nWhat would you like us to call you? {pt_f}\nDate of birth: {dob}\nAge: {age}\n", v)
    d.w("Postcode: {pc}\nMobile: {pt_mob}\nEmail: {em}\n", v, em=c.pt.email(rng))
    d.w("School/college/work: {school}\n", v)
    if c.age >= 16 and rng.random() < 0.5:
        jb = Phi(rng.choice(["barista", "waitress", "kitchen porter", "checkout assistant", "lifeguard"]),
                 "PROFESSION")
        d.w("Do you have a job? part time as {a}{p} at {employer}\n", v, a=B.art(jb.text), p=jb)
    d.w("GP surgery: {practice}\n", v)
    d.add("\nTell us what has been happening:\n")
    d.add(rng.choice([
        "i dont really know how to explain it but ive felt really low for months and i cant be bothered with anything. ",
        "I get really bad anxiety and its stopping me going to college. My heart races and I feel like Im going to pass out. ",
        "been self harming since year 8 and its getting worse, i hide it from my parents. ",
        "I think I might have ADHD, I cant focus on anything and I keep losing jobs and stuff. ",
        "I dont eat much anymore and I feel disgusting after I eat, my friends are worried. "]))
    d.w("My {crel} knows I'm doing this. ", v)
    if rng.random() < 0.5:
        d.w("My friend {friend_f} said I should.", v)
    d.add("\n\nAre you safe right now? %s\n" % rng.choice(["yes", "I think so", "yes just about"]))
    d.add("Have you had thoughts of ending your life? %s\n" % rng.choice(["sometimes", "no", "not really"]))
    d.add("\n[Auto-response sent with crisis information: %s]\n" % ", ".join(cty.helplines()[:2]))
    p = c.staff("pract", rng.choice(["nurse", "psychologist"]))
    d.w("Screened by {n} {dt}: contacted YP by phone, consent to speak to {crel} obtained. Booked Choice appt {ad}.\n",
        v, n=p.full(), dt=c.rel(rng.randint(1, 5)), ad=c.rel(rng.randint(7, 30), "wd_short"))


def build(c, d, v):
    k = c.rng.randint(0, 6)
    if k <= 2:
        form(d, c, v)
    elif k <= 5:
        gp_letter(d, c, v)
    else:
        online(d, c, v)
    if c.rng.random() < 0.4:
        B.footer(d, c, v)
