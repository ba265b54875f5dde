"""Issue narrative templates (part B)."""

ISSUES_B = {
    "ltc": {
        "label": "Long-term condition / physical activity",
        "reason": [
            "T2DM (HbA1c 64 mmol/mol), BMI 34.2, sedentary. Declined DESMOND-type course. Would like a walking group or similar. Green light for moderate activity.",
            "COPD GOLD 2, completed pulmonary rehab {year}, keen to keep active. ?Breathe Easy group ?walking football.",
            "Hypertension (BP 152/94 today) and weight gain since retiring. Keen on gardening. Please signpost to activity / allotments.",
            "Chronic back pain, on co-codamol 30/500 prn. Pain clinic letter {d_past} recommends graded activity and community-based support.",
        ],
        "story": [
            "{pt} said {he} 'used to be fit' - {job}. Since the diabetes diagnosis {he} feels 'like a patient, not a person'. Walks the dog 10 minutes a day.",
            "{He} would like to lose some weight for {his} {famrel}'s wedding in {month}. Finds gyms intimidating. Likes the idea of being outdoors.",
            "Breathless on one flight of stairs (MRC 3). Uses salbutamol 100 mcg 2 puffs PRN about 4x/day. Frightened of getting breathless in front of people.",
        ],
        "goal": [
            "Walk for 20 minutes three times a week.",
            "Join {group} and attend at least 4 of the 6 sessions.",
            "Grow some of {his} own veg.",
        ],
        "action": [
            "Signed up to {group} ({gday}, meet at {venue}, {gtime}). Website {gurl}.",
            "Referred to exercise referral scheme at the leisure centre (12 weeks, reduced rate). Starter pack posted.",
            "Put {pt} on the waiting list for a half-plot at {group2}; {leader} says approx {dur}.",
        ],
    },
    "newcomer": {
        "label": "New to area / language / migration",
        "reason": [
            "Arrived from {origin} {month}. Limited English ({lang} speaker - interpreter needed). Isolated, wants to learn English and meet people.",
            "Refugee family, resettled in {town}. {pt} has poor sleep and headaches, likely stress. Please link with community support and ESOL.",
            "Moved here from {origin} to join {his} {famrel} {fam}. Misses {his} friends, lonely while family at work.",
        ],
        "story": [
            "Conversation via telephone interpreter ({lang}). {pt} was a {jobonly} in {origin} and feels 'useless' here. Would like to volunteer while waiting for qualifications to be recognised.",
            "{He} has lived in {town} since {month} but only knows neighbours by sight. Goes to {church} on Fridays/Sundays. Children settling at school.",
            "{pt} said the hardest thing is the weather and the quiet. In {origin} {he} lived with three generations in one house.",
        ],
        "goal": [
            "Start ESOL classes this term.",
            "Make one friend outside the family.",
            "Find volunteering that uses {his} skills.",
        ],
        "action": [
            "Referred to ESOL (entry level 1) at {venue} - enrolment {d_next}. Introduced to {group} (conversation cafe, {gday}).",
            "Linked with {group2} - {leader} speaks {lang}. Gave details of the volunteer centre.",
            "Registered {pt} with the library for free computer access and language resources.",
        ],
    },
    "work": {
        "label": "Employment / volunteering / purpose",
        "reason": [
            "Long-term unemployed ({dur}), low confidence, wants to get back to work. Fit note in place. Please see re employment support / volunteering.",
            "Finished at {employer} recently, struggling with loss of routine and purpose. {His} {famrel} says {he} is 'under everyone's feet'. Men's Shed?",
            "Stress since leaving {his} job as a {jobonly} in {month}. Would like something to structure the week.",
        ],
        "story": [
            "{pt} spent {n} years at {employer} until leaving in {month}. 'Work was my social life.' Now watches daytime TV.",
            "{He} had a bad experience at the Jobcentre and 'won't go back'. Would like to do something practical - woodwork or gardening.",
            "Lost {his} driving licence on medical grounds (seizure {d_past}, licensing authority notified), which ended {his} job as a {jobonly}.",
        ],
        "goal": [
            "Do something useful with {his} hands.",
            "Find a volunteer role for 1-2 mornings a week.",
            "Update {his} CV and apply for 2 jobs.",
        ],
        "action": [
            "Took {pt} to visit {group} ({venue}) - met {leader}. Will go again {weekday}.",
            "Referral to employment support (IPS-style, health-led). Volunteer centre registration done online.",
            "Helped {him} draft a CV; printed 3 copies at the library.",
        ],
    },
    "digital": {
        "label": "Digital exclusion",
        "reason": [
            "Unable to use online services - no smartphone or internet. Missing appointments sent by text. Please support with digital skills.",
            "Needs help to manage {benefit} journal online. Anxious with computers.",
        ],
        "story": [
            "{pt} has an old flip phone and has never used email. {His} {famrel} set up an email account ({email}) but {he} doesn't know the password.",
            "{He} said 'everything is online now and I'm left behind'. Wants to video call {his} grandchildren in {origin}.",
        ],
        "goal": [
            "Be able to video call family on a tablet.",
            "Order repeat prescriptions online.",
        ],
        "action": [
            "Loaned a tablet (Galaxy Tab A9, IMEI {imei}) through the digital inclusion scheme (6 months, 12GB data SIM). Booked {n} sessions with {group} digital buddies.",
            "Set up the patient app login together on {his} new phone (Moto G24, serial {serial}); {pt} practised ordering a repeat prescription.",
        ],
    },
    "frequent": {
        "label": "Frequent attender",
        "reason": [
            "Frequent attender - {n} appointments in the last 3 months plus 2 ED attendances at {hosp}. No new physical findings. I suspect social factors. Please see.",
            "Calls the surgery most days, often just to talk to reception. Lives alone. Please see for social support.",
        ],
        "story": [
            "{pt} admitted that coming to the surgery is 'the only time anyone asks how I am'. Reception staff know {him} by name.",
            "{He} rang 111 three times last month with chest pain; all ECGs normal (SR, no ST changes). Said {he} panics at night when alone.",
        ],
        "goal": [
            "Have a regular weekly contact that isn't the GP.",
            "Know who to ring when worried at night.",
        ],
        "action": [
            "Weekly check-in calls agreed for 6 weeks; linked with {group} and a volunteer befriender.",
            "Made an 'evening plan' with phone numbers; discussed with {gp} - agreed named GP approach.",
        ],
    },
    "food": {
        "label": "Food insecurity",
        "reason": [
            "Food insecurity - says there is no food in the house until payday on {d_next}. Please issue food bank voucher if possible.",
            "Weight loss 4 kg in {dur}, MUST 2. Cannot afford food after rent. Dietitian referral done. Please support.",
        ],
        "story": [
            "{pt} said {he} has been eating one meal a day so that the children can eat. Cupboard has some pasta and tinned tomatoes.",
            "{He} lives on toast and tea most days. The cooker is broken (only a microwave). Has a kettle and slow cooker.",
        ],
        "goal": [
            "Have enough food for the week.",
            "Learn a few cheap, easy meals for the slow cooker.",
        ],
        "action": [
            "Food bank voucher issued to {fb} (collect from {fbvenue}). Also referred to the community fridge.",
            "Referred to a cook-and-eat course at {venue}; slow-cooker recipe pack given.",
        ],
    },
}
